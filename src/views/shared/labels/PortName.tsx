import type { Lang, LegDto } from '../../../domain/api';
import { useAreaText } from '../useAreaText';

/** A port as the dictionary knows it: its UN/LOCODE and its names, when the read carries them. */
export interface PortNames {
  code: string | null | undefined;
  nameEn?: string | null;
  nameZh?: string | null;
  /** The port's main code when `code` is another code of the same port. */
  sameAs?: string | null;
}

/**
 * A port by its name with its code, `Dalian (CNDLC)`: two ports may share a name, the code tells
 * them apart. A code that is another code of one port names the main one, `Dalian (CNDAL = CNDLC)`,
 * so the reader sees they are the same port, not two. The Chinese name in zh, else the English one;
 * a port the dictionary has no name for shows its code alone. The words are data, not texts, so
 * this one takes the language, not `t`.
 */
export function portNameText(lang: Lang, port: PortNames): string {
  if (!port.code) return '';
  const name = (lang === 'zh' ? port.nameZh || port.nameEn : port.nameEn || port.nameZh)?.trim();
  const code = port.sameAs && port.sameAs !== port.code ? `${port.code} = ${port.sameAs}` : port.code;
  return name ? `${name} (${code})` : code;
}

/** A port's name with its code in the UI language (see `portNameText`). */
export function PortName(port: PortNames) {
  const { lang } = useAreaText('kit');
  return <>{portNameText(lang, port)}</>;
}

/** A leg's departure (`from`) or arrival (`to`) port, named with its code as the voyage list reads it. */
export function legPort(lang: Lang, leg: LegDto | undefined, end: 'from' | 'to'): string {
  if (!leg) return '';
  const [code, names] = end === 'from' ? [leg.fromPort, leg.fromPortNames] : [leg.toPort, leg.toPortNames];
  return portNameText(lang, { code, nameEn: names?.[0], nameZh: names?.[1], sameAs: names?.[2] });
}
