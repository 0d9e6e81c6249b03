import { Card, Masonry, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRipple } from '../../../components/ripple/useRipple.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { type DemoCategory, flatCategories, goodsUnder } from '../categories.ts';
import '../pages.css';

const COLOURS = ['#41b584', '#1e88e5', '#fb8c00', '#8e24aa', '#00897b', '#e53935', '#6d4c41', '#3949ab'];

interface Tile {
  category: DemoCategory;
  colour: string;
  height: number;
}

/** One tile per category, of varied heights (its goods count sets them). */
const TILES: Tile[] = flatCategories().map((category, i) => ({
  category,
  colour: COLOURS[i % COLOURS.length] as string,
  height: 90 + ((goodsUnder(category) * 7 + i * 23) % 130),
}));

function TileView({ tile, picked, onPick }: { tile: Tile; picked: boolean; onPick(): void }) {
  const { t } = useTranslation();
  const ripple = useRipple('light');
  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={picked}
      className="demo-waterfall__item"
      style={{ background: tile.colour, height: tile.height, opacity: picked ? 0.75 : 1 }}
      data-testid={`waterfall-${tile.category.code}`}
      onClick={onPick}
      onPointerDown={ripple.onPointerDown}
      onKeyDown={(event) => {
        ripple.onKeyDown(event);
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onPick();
        }
      }}
    >
      <strong>{tile.category.name[currentLanguage()]}</strong>
      <span>
        {tile.category.code} · {t('demo.waterfall.goods', { count: goodsUnder(tile.category) })}
      </span>
    </div>
  );
}

/** Waterfall: antd's Masonry lays tiles of varied heights into one to four columns; every tile ripples (spec §9). */
export default function WaterfallScreen() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const name = flatCategories().find((c) => c.code === picked)?.name[currentLanguage()];
  return (
    <Card title={t('menu.demoWaterfall')} extra={t('demo.waterfall.hint')}>
      <Typography.Paragraph data-testid="waterfall-picked">
        {name ? t('demo.waterfall.picked', { name }) : t('demo.waterfall.nonePicked')}
      </Typography.Paragraph>
      <Masonry<Tile>
        columns={{ xs: 1, sm: 2, md: 3, lg: 4 }}
        gutter={12}
        items={TILES.map((tile) => ({ key: tile.category.code, data: tile }))}
        itemRender={({ data }) => (
          <TileView
            tile={data}
            picked={picked === data.category.code}
            onPick={() => setPicked(picked === data.category.code ? null : data.category.code)}
          />
        )}
      />
    </Card>
  );
}
