import { Permitted } from '../../../components/permission/Permitted.tsx';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';

/** Every report's export is gated by the one `statistics:export` code. */
export function ReportExportButton({
  url,
  body,
  fileName,
}: {
  url: string;
  body: unknown;
  fileName: string;
}) {
  return (
    <Permitted code="statistics:export">
      <ExportButton url={url} body={body} fileName={fileName} />
    </Permitted>
  );
}
