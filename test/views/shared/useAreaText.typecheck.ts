import { useAreaText } from '../../../src/views/shared/useAreaText';

// Never run: `tsc` reads this file, and each `@ts-expect-error` fails the check when the key
// typing stops rejecting a wrong key (the typed keys the area texts promise).
export function useTypedKeysCheck() {
  const { t } = useAreaText('kit');
  const known: string = t('listForm.search');
  // @ts-expect-error a key the kit does not have
  t('listForm.serach');
  // @ts-expect-error a key of another namespace without its prefix
  t('users.resetPassword');
  const fuelEu = useAreaText('fuelEu').t;
  // @ts-expect-error a key of the kit asked of an area
  fuelEu('listForm.search');
  const code: string = 'anything';
  // @ts-expect-error a key built at run time needs its default
  t(`errors.${code}`);
  const shown: string = t(`errors.${code}`, { defaultValue: code });
  return [known, shown];
}
