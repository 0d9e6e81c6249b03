import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useNavigate } from 'react-router';
import { useThemeStore } from '../../stores/theme.ts';
import { useCurrentMenuRoute } from '../main/useCurrentMenuRoute.ts';
import { MenuIcon } from './MenuIcon.tsx';
import { useMenuTitle } from './useMenuTitle.ts';

/** The current route's ancestors and title; a crumb with a redirect navigates there. */
export function Breadcrumb() {
  const current = useCurrentMenuRoute();
  const title = useMenuTitle();
  const navigate = useNavigate();
  const icons = useThemeStore((s) => s.isBreadcrumbIcon);
  if (!current) return null;
  const chain = [...current.ancestors, current.route];
  return (
    <AntBreadcrumb
      className="layout-breadcrumb"
      items={chain.map((route, index) => {
        const last = index === chain.length - 1;
        const label = (
          <>
            {icons && <MenuIcon name={route.icon} />} {title(route.title)}
          </>
        );
        return !last && route.redirect
          ? {
              key: route.path,
              title: (
                <a
                  href={route.redirect}
                  onClick={(event) => {
                    event.preventDefault();
                    if (route.redirect) navigate(route.redirect);
                  }}
                >
                  {label}
                </a>
              ),
            }
          : { key: route.path, title: label };
      })}
    />
  );
}
