import { Component, type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { removePrerendered } from './prerender.ts';

/**
 * Shown when a screen fails, typically a lazy chunk that no longer exists after a deployment. It is part
 * of the entry and must work when chunks do not load, so it uses plain elements rather than antd.
 */
function RouteError() {
  const { t } = useTranslation();
  useLayoutEffect(removePrerendered, []);
  return (
    <main className="route-error" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.message')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </main>
  );
}

interface Props {
  /** Navigating to another path clears the error (without remounting the screens). */
  pathname: string;
  children: ReactNode;
}

/** Error boundary of the routed screens. */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.pathname !== this.props.pathname) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
