import { type PrintDocType, valueAt } from '@retail/contracts/api/system/print-catalogue';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { BandView } from './BandView.tsx';
import { DetailTable } from './DetailTable.tsx';
import { labelPages, labelRollHeightMm, paginate, rollHeightMm } from './layout.ts';
import { usePageRule } from './usePageRule.ts';
import { useTableHeights } from './useTableHeights.tsx';
import './print-document.css';

type Row = Record<string, unknown>;

interface Props {
  template: PrintTemplate;
  docType: PrintDocType;
  /** the prepared data (preparePrintData); for a label sheet, one entry per label */
  data: Row | Row[];
  /** runs once the pages are laid out (after the measuring pass): open the print dialog there */
  onReady?(): void;
}

/**
 * A document printed through its template, page by page in millimetres: a label sheet repeats its label in the
 * grid; any other document flows its table across pages between the header and footer bands.
 */
export function PrintDocument({ template, docType, data, onReady }: Props) {
  if (template.labels)
    return (
      <LabelDocument
        template={template}
        docType={docType}
        labels={Array.isArray(data) ? data : [data]}
        onReady={onReady}
      />
    );
  return (
    <FlowDocument
      template={template}
      docType={docType}
      data={Array.isArray(data) ? (data[0] ?? {}) : data}
      onReady={onReady}
    />
  );
}

/** Calls onReady once each time the laid-out pages change (not when only the callback does). */
function useReady(pages: unknown, onReady: (() => void) | undefined) {
  const ready = useEffectEvent(() => onReady?.());
  useEffect(() => {
    if (pages) ready();
  }, [pages]);
}

const mm = (value: number) => `${value}mm`;

function pageBox(template: PrintTemplate, heightMm: number) {
  const { widthMm, marginMm } = template.paper;
  return {
    width: mm(widthMm),
    height: mm(heightMm),
    padding: `${mm(marginMm.top)} ${mm(marginMm.right)} ${mm(marginMm.bottom)} ${mm(marginMm.left)}`,
  };
}

function FlowDocument({ template, docType, data, onReady }: Omit<Props, 'data'> & { data: Row }) {
  const { paper, detail } = template;
  const rows = useMemo(() => {
    const lines = detail ? valueAt(data, detail.binding) : undefined;
    return Array.isArray(lines) ? (lines as Row[]) : [];
  }, [detail, data]);
  const contentWidthMm = paper.widthMm - paper.marginMm.left - paper.marginMm.right;
  const { heights, measurer } = useTableHeights({ detail, docType, rows, widthMm: contentWidthMm });

  const layout = useMemo(() => {
    if (!heights) return null;
    const bands = {
      headerMm: template.header.heightMm,
      footerMm: template.footer.heightMm,
      summaryMm: template.summary.heightMm,
      tableHeaderMm: heights.tableHeaderMm,
      rowsMm: heights.rowsMm,
    };
    if (paper.heightMm === null)
      return { pages: paginate({ ...bands, pageMm: null }), pageHeightMm: rollHeightMm(paper, bands) };
    const pageMm = paper.heightMm - paper.marginMm.top - paper.marginMm.bottom;
    return { pages: paginate({ ...bands, pageMm }), pageHeightMm: paper.heightMm };
  }, [heights, template, paper]);

  usePageRule(paper.widthMm, layout?.pageHeightMm ?? null);
  useReady(layout, onReady);

  const roll = paper.heightMm === null;
  return (
    <div className="print-doc" data-doc-type={docType}>
      {measurer}
      {layout?.pages.map((page, index) => {
        const at = { index, count: layout.pages.length };
        return (
          <div
            key={index}
            className="print-page"
            data-testid="print-page"
            style={pageBox(template, layout.pageHeightMm)}
          >
            <BandView name="header" band={template.header} docType={docType} data={data} page={at} />
            {detail && page.to > page.from ? (
              <DetailTable detail={detail} docType={docType} rows={rows.slice(page.from, page.to)} />
            ) : null}
            {page.summary ? (
              <BandView name="summary" band={template.summary} docType={docType} data={data} page={at} />
            ) : null}
            <BandView
              name="footer"
              band={template.footer}
              docType={docType}
              data={data}
              page={at}
              style={
                roll
                  ? undefined
                  : {
                      position: 'absolute',
                      left: mm(paper.marginMm.left),
                      bottom: mm(paper.marginMm.bottom),
                      width: mm(contentWidthMm),
                    }
              }
            />
          </div>
        );
      })}
    </div>
  );
}

function LabelDocument({ template, docType, labels, onReady }: Omit<Props, 'data'> & { labels: Row[] }) {
  const { paper } = template;
  const grid = template.labels!;
  const pages = useMemo(() => labelPages(paper, grid, labels.length), [paper, grid, labels.length]);
  const pageHeightMm = paper.heightMm ?? labelRollHeightMm(paper, grid, labels.length);
  usePageRule(paper.widthMm, pageHeightMm);
  useReady(pages, onReady);
  return (
    <div className="print-doc" data-doc-type={docType}>
      {pages.map((spots, index) => (
        <div
          key={index}
          className="print-page"
          data-testid="print-page"
          style={{ ...pageBox(template, pageHeightMm), padding: 0 }}
        >
          {spots.map((spot) => (
            <div
              key={spot.index}
              className="print-label"
              data-testid="print-label"
              style={{
                position: 'absolute',
                left: mm(spot.x),
                top: mm(spot.y),
                width: mm(grid.labelWidthMm),
                height: mm(grid.labelHeightMm),
                overflow: 'hidden',
              }}
            >
              <BandView
                name="header"
                band={template.header}
                docType={docType}
                data={labels[spot.index]!}
                page={{ index, count: pages.length }}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
