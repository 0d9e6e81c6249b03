import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import type { CodeGenOutput, CodeGenPreviewFile } from '@retail/contracts/api/system/code-gen';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Drawer, Empty, Flex, Row, Space, Spin, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeGenApi, codeGenKeys } from '../../../api/system/code-gen.ts';
import { saveBlob } from '../../../api/transfer.ts';
import { CodeBlock } from '../../../components/display/CodeBlock.tsx';
import { errorText } from '../../../components/feedback/errorText.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { configJson } from './config.ts';
import { fileTree } from './fileTree.ts';

/** The file tree and the code scroll on their own, each the drawer's height. */
const PANE = { maxHeight: 'calc(100vh - 130px)', overflow: 'auto' } as const;

/** New, changed or the same as the server's checkout. */
function FileState({ file }: { file: CodeGenPreviewFile }) {
  const { t } = useTranslation();
  if (!file.exists) return <Tag color="green">{t('codeGen.files.new')}</Tag>;
  return file.changed ? (
    <Tag color="orange">{t('codeGen.files.changed')}</Tag>
  ) : (
    <Tag>{t('codeGen.files.same')}</Tag>
  );
}

/** Every generated part of one path: the whole file, or the lines each marker of it gets. */
function FileView({ parts }: { parts: CodeGenPreviewFile[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid="codegen-file">
      <Typography.Text strong>{parts[0]?.path}</Typography.Text>
      {parts.map((part, i) => (
        <Flex vertical gap={4} key={`${part.marker ?? 'file'}-${i}`}>
          <Space size={4}>
            <FileState file={part} />
            {part.kind === 'insert' ? (
              <Typography.Text type="secondary">
                {t('codeGen.files.insert', { marker: part.marker })}
              </Typography.Text>
            ) : null}
          </Space>
          <CodeBlock code={part.content} language={part.language} maxHeight={100_000} />
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * What a config generates: the files as a tree, each shown highlighted and marked new or changed against the
 * server's checkout; the zip of them all, and the config as the command line takes it.
 */
export function PreviewDrawer({ row, onClose }: { row: CodeGenOutput | null; onClose(): void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | undefined>();
  const preview = useQuery({
    queryKey: codeGenKeys.call('preview', row?.id, row?.updateTime),
    queryFn: ({ signal }) => codeGenApi.preview(row?.id as number, signal),
    enabled: row !== null,
  });
  const files = useMemo(() => preview.data ?? [], [preview.data]);
  const tree = useMemo(() => fileTree(files.map((f) => f.path)), [files]);
  const shown = files.filter((f) => f.path === selected);
  const download = () =>
    row && codeGenApi.download(row).catch((error: unknown) => feedback.error(errorText(error)));
  const exportConfig = () =>
    row &&
    saveBlob({
      blob: new Blob([configJson(row.config)], { type: 'application/json' }),
      fileName: `${row.resource}.json`,
    });
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={1280}
      title={t('codeGen.files.title', { name: row?.tableName ?? '' })}
      destroyOnHidden
      afterOpenChange={(opened) => !opened && setSelected(undefined)}
      extra={
        <Space>
          <Permitted code="sysCodeGen:generate">
            <Button type="primary" icon={<DownloadOutlined />} onClick={() => void download()}>
              {t('codeGen.files.downloadZip')}
            </Button>
          </Permitted>
          <Button icon={<ExportOutlined />} onClick={exportConfig}>
            {t('codeGen.files.exportConfig')}
          </Button>
        </Space>
      }
    >
      {preview.error ? <Alert type="error" showIcon title={errorText(preview.error)} /> : null}
      <Spin spinning={preview.isFetching}>
        <Row gutter={16}>
          <Col span={8} style={PANE}>
            <Typography.Text type="secondary" data-testid="codegen-file-count">
              {t('codeGen.files.count', { n: new Set(files.map((f) => f.path)).size })}
            </Typography.Text>
            <Tree.DirectoryTree
              treeData={tree}
              defaultExpandAll
              key={tree.length}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys, info) => info.node.isLeaf && setSelected(String(keys[0]))}
              data-testid="codegen-file-tree"
            />
          </Col>
          <Col span={16} style={PANE}>
            {shown.length ? <FileView parts={shown} /> : <Empty description={t('codeGen.files.pick')} />}
          </Col>
        </Row>
      </Spin>
    </Drawer>
  );
}
