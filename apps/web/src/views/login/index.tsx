import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { LoginForm } from './LoginForm.tsx';
import './login.css';

/** The sign-in page. It is also rendered at build time into index.html (src/entry-prerender.tsx). */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="login-page">
      <header className="login-page__bar">
        <LanguageSwitch />
      </header>
      <main className="login-page__main">
        <section className="login-card" aria-labelledby="login-title">
          <div className="login-card__brand">
            <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={48} height={48} />
            <h1 id="login-title">{t('app.title')}</h1>
            <p>{t('app.subtitle')}</p>
          </div>
          <h2 className="login-card__heading">{t('login.heading')}</h2>
          <LoginForm />
        </section>
      </main>
    </div>
  );
}
