/**
 * The one way a reason (an i18n code with its parameters, stored or sent as it is) names ports in
 * either language, whatever its regime: the reason carries each port's English name under its own
 * parameter (`from`, `to`, `port`…) and, when the dictionary has it, the Chinese name beside it
 * under `<param>Zh`. The screen and the exports read the parameters through `reasonParamsIn`, so a
 * Chinese reader sees Chinese names and a reason stored before the Chinese names were carried
 * still reads, in English names.
 */

/** A port as a reason names it: its English name (or what stands for it) and its Chinese name. */
export interface ReasonPort {
  readonly name: string;
  readonly nameZh?: string | null;
}

/** The parameters naming `ports`: each under its key in English, and under `<key>Zh` in Chinese when known. */
export function portNameParams(ports: Record<string, ReasonPort>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ports).flatMap(([k, p]) => [[k, p.name], ...(p.nameZh ? [[`${k}Zh`, p.nameZh]] : [])]),
  ) as Record<string, string>;
}

/** A reason's parameters in a language: in Chinese, every `<param>Zh` the reason carries stands for `<param>`. */
export function reasonParamsIn(
  params: Readonly<Record<string, string | number>> | undefined,
  lang: 'en' | 'zh',
): Record<string, string | number> {
  if (!params || lang !== 'zh') return { ...params };
  const out = { ...params };
  for (const [k, v] of Object.entries(params))
    if (k.endsWith('Zh') && k.length > 2 && v !== '') out[k.slice(0, -2)] = v;
  return out;
}
