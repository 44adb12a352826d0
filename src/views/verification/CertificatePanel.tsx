import { Button, Heading, Text } from '@primer/react';
import type { VerificationDto } from '../../domain/verification/dto';
import { fileAvailable, type VerificationFileDoc } from '../../machines/verification/verificationTabMachine';
import { reportWords } from '../reports/reportText';
import { InlineError } from '../shared/ErrorText';
import { useAreaText } from '../shared/useAreaText';

/**
 * The verification report and the certificate of the report (docs/verification.md §7): the
 * newest certificate's serial, document, state and hash, and the four files to download.
 */
export function CertificatePanel({
  data,
  busy,
  error,
  onDownload,
}: {
  data: VerificationDto;
  busy: boolean;
  /** A refused download, in words. */
  error: string;
  onDownload: (doc: VerificationFileDoc, format: 'pdf' | 'xlsx') => void;
}) {
  const text = useAreaText('reports');
  const { instant } = reportWords(text);
  // Keys built from the certificate's kind and state, every one in both bundles.
  const k = (key: string): string => text.t(`verification.certificate.${key}` as never);
  const [cert] = data.certificates ?? [];
  const files = [
    ['report', 'pdf', 'reportPdf'],
    ['report', 'xlsx', 'reportXlsx'],
    ['certificate', 'pdf', 'certificatePdf'],
    ['certificate', 'xlsx', 'certificateXlsx'],
  ] as const;
  return (
    <section aria-labelledby="verification-certificate">
      <Heading as="h3" id="verification-certificate" style={{ fontSize: 16 }}>
        {k('title')}
      </Heading>
      {cert ? (
        <dl data-testid="certificate">
          <dt>{k('serial')}</dt>
          <dd>
            <code>{cert.serial}</code>
          </dd>
          <dt>{k('kind')}</dt>
          <dd>{k(`kinds.${cert.kind}`)}</dd>
          <dt>{k('state')}</dt>
          <dd>{k(`states.${cert.state}`)}</dd>
          <dt>{k('issuedAt')}</dt>
          <dd>{instant(cert.issuedAt)}</dd>
          <dt>{k('hash')}</dt>
          <dd>
            <code style={{ wordBreak: 'break-all' }}>{cert.figuresHash}</code>
          </dd>
        </dl>
      ) : (
        <Text as="p">{k('none')}</Text>
      )}
      <div role="group" aria-label={k('downloads')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {files
          .filter(([doc]) => fileAvailable(data, doc))
          .map(([doc, format, label]) => (
            <Button key={label} disabled={busy} onClick={() => onDownload(doc, format)}>
              {k(label)}
            </Button>
          ))}
      </div>
      {error && <InlineError>{error}</InlineError>}
    </section>
  );
}
