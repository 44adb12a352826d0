import { Blankslate } from '@primer/react/experimental';
import { useTranslation } from 'react-i18next';
import { paths } from '../routes';

export default function Unauthorized() {
  const { t } = useTranslation();
  return (
    <Blankslate>
      <Blankslate.Heading as="h1">{t('pages.unauthorizedTitle')}</Blankslate.Heading>
      <Blankslate.Description>{t('pages.unauthorized')}</Blankslate.Description>
      <Blankslate.SecondaryAction href={paths.dashboard}>{t('pages.backHome')}</Blankslate.SecondaryAction>
    </Blankslate>
  );
}
