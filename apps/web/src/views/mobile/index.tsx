import { Card, Grid } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../components/permission/usePermissions.ts';
import { useUserStore } from '../../stores/user.ts';
import { TodayCard } from './home/TodayCard.tsx';
import { TileIcon } from './home/TileIcon.tsx';
import { TILES } from './tiles.ts';

/** Mobile home: today's figures and a tile for every mobile screen the user may work in. */
export default function MobileHome() {
  const { t } = useTranslation();
  const auth = usePermissions();
  const name = useUserStore((state) => state.info?.realName);
  const tiles = TILES.filter((tile) => auth.has(tile.code));
  return (
    <div className="mobile-home">
      {name ? <div className="mobile-home-hello">{t('mobile.home.hello', { name })}</div> : null}
      {auth.has('statistics:sale') ? <TodayCard /> : null}
      <Card className="mobile-section">
        <Grid columns={3} gap={8}>
          {tiles.map((tile) => (
            <Grid.Item key={tile.path}>
              <Link className="mobile-tile" to={tile.path} data-testid={`tile-${tile.path}`}>
                <TileIcon path={tile.path} />
                <span>{t(tile.title)}</span>
              </Link>
            </Grid.Item>
          ))}
        </Grid>
      </Card>
      <div className="mobile-section mobile-home-desktop">
        <Link to="/">{t('mobile.home.desktop')}</Link>
      </div>
    </div>
  );
}
