import type { StocktakeDetailOutput } from '@retail/contracts/api/retail/stocktake';
import { Alert, Button, Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stocktakeApi } from '../../../../api/stocktake.ts';
import { yuanText } from '../../../../components/display/format.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';

/**
 * Posting, confirmed in a dialog that shows what is not counted and asks what to do with it (counted as zero, or
 * left unchanged): the choice is explicit whenever a line is not counted.
 */
export function PostButton({ doc, onPosted }: { doc: StocktakeDetailOutput; onPosted(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<'zero' | 'keep' | null>(null);
  const [busy, setBusy] = useState(false);
  const { summary } = doc;
  const pending = summary.uncountedCount > 0;

  const post = async () => {
    setBusy(true);
    try {
      await stocktakeApi.post({ id: doc.id, uncounted: choice ?? 'keep' });
      feedback.success(t('stocktake.posted'));
      setOpen(false);
      onPosted();
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type="primary"
        onClick={() => {
          setChoice(null);
          setOpen(true);
        }}
        data-testid="stocktake-post"
      >
        {t('stocktake.post')}
      </Button>
      <Modal
        open={open}
        title={t('stocktake.postTitle', { no: doc.no })}
        okText={t('stocktake.post')}
        cancelText={t('ui.cancel')}
        okButtonProps={{ disabled: pending && choice === null }}
        confirmLoading={busy}
        onOk={() => void post()}
        onCancel={() => setOpen(false)}
        maskClosable={false}
      >
        <Flex vertical gap={12} data-testid="stocktake-post-dialog">
          <Typography.Paragraph>{t('stocktake.postHint')}</Typography.Paragraph>
          <Typography.Text>
            {t('stocktake.summary.variance')}: {summary.varianceQty} / {yuanText(summary.varianceValue)}
          </Typography.Text>
          {pending ? (
            <>
              <Alert
                type="warning"
                showIcon
                message={t('stocktake.uncountedLines', {
                  count: summary.uncountedCount,
                  qty: summary.uncountedBookQty,
                  value: yuanText(summary.uncountedBookValue),
                })}
              />
              <Radio.Group
                value={choice}
                onChange={(event) => setChoice(event.target.value as 'zero' | 'keep')}
              >
                <Flex vertical gap={4}>
                  <Radio value="keep" data-testid="stocktake-uncounted-keep">
                    {t('stocktake.uncountedKeep')}
                  </Radio>
                  <Radio value="zero" data-testid="stocktake-uncounted-zero">
                    {t('stocktake.uncountedZero')}
                  </Radio>
                </Flex>
              </Radio.Group>
            </>
          ) : (
            <Alert type="success" showIcon message={t('stocktake.allCounted')} />
          )}
        </Flex>
      </Modal>
    </>
  );
}
