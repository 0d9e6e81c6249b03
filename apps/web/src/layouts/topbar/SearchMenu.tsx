import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { AutoComplete, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMenuStore } from '../../stores/menu.ts';
import { MenuIcon } from '../parts/MenuIcon.tsx';
import { openMenuPath } from '../parts/menuNavigation.ts';
import { useMenuTitle } from '../parts/useMenuTitle.ts';
import { searchMenus } from './menuSearch.ts';

/** The magnifier: a dialog with an autocomplete over the menu screens. */
export function SearchMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = useMenuTitle();
  const routes = useMenuStore((s) => s.routes);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const found = searchMenus(routes, query, title);

  const choose = (path: string) => {
    setOpen(false);
    setQuery('');
    openMenuPath(path, navigate);
  };

  return (
    <>
      <button
        type="button"
        className="layout-icon-button"
        aria-label={t('shell.bar.search')}
        title={t('shell.bar.search')}
        data-testid="bar-search"
        onClick={() => setOpen(true)}
      >
        <SearchOutlined />
      </button>
      <Modal
        open={open}
        title={t('shell.bar.search')}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <AutoComplete
          autoFocus
          style={{ width: '100%' }}
          value={query}
          onChange={setQuery}
          placeholder={t('shell.bar.searchPlaceholder')}
          notFoundContent={query.trim() ? t('shell.bar.searchEmpty') : null}
          options={found.map((route) => ({
            value: route.path,
            label: (
              <span data-testid={`search-option-${route.path}`}>
                <MenuIcon name={route.icon} /> {title(route.title)} <small>{route.path}</small>
              </span>
            ),
          }))}
          onSelect={choose}
          data-testid="search-input"
        />
      </Modal>
    </>
  );
}
