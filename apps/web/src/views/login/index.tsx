import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import brandSvg from '../../assets/brand.svg?raw';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { LoginForm } from './LoginForm.tsx';
import './login.css';

/** Phone sign-in is its own chunk: most visitors never open it, and the login page's budget is tight. */
const PhoneLoginForm = lazy(() => import('./PhoneLoginForm.tsx'));

/** The sign-in page. It is also rendered at build time into index.html (src/entry-prerender.tsx). */
export default function LoginPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'account' | 'phone'>('account');
  return (
    <div className="login-page">
      <header className="login-page__bar">
        <LanguageSwitch />
      </header>
      <main className="login-page__main">
        <section className="login-card" aria-labelledby="login-title">
          <div className="login-card__brand">
            {/* inline: an image would be one more request, and a preload hint, before the first paint */}
            <span
              className="login-card__mark"
              aria-hidden="true"
              dangerouslySetInnerHTML={{ __html: brandSvg }}
            />
            <h1 id="login-title">{t('app.title')}</h1>
            <p>{t('app.subtitle')}</p>
          </div>
          <h2 className="login-card__heading login-tabs" role="tablist">
            {(['account', 'phone'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                className="login-tabs__tab"
                onClick={() => setTab(name)}
                data-testid={`login-tab-${name}`}
              >
                {name === 'account' ? t('login.tabAccount') : t('login.tabPhone')}
              </button>
            ))}
          </h2>
          {tab === 'account' ? (
            <LoginForm />
          ) : (
            <Suspense fallback={<div className="login-form" />}>
              <PhoneLoginForm />
            </Suspense>
          )}
        </section>
      </main>
    </div>
  );
}
