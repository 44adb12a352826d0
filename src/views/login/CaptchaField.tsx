import { TextInput } from '@primer/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoginField } from './LoginField';

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: end;
`;
const ImageButton = styled.button`
  padding: 0;
  border: 1px solid var(--borderColor-default);
  border-radius: 6px;
  background: var(--bgColor-default);
  cursor: pointer;
  height: 40px;
  & img {
    display: block;
    height: 38px;
  }
`;

/** The calculation-result captcha: the server's SVG as an image (no script runs), click to refresh. */
export function CaptchaField(props: {
  captchaId?: string;
  svg: string | null;
  error?: string;
  busy: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Row>
      <LoginField label={t('login.verifycode')} error={props.error}>
        {(a11y) => <TextInput {...a11y} name="verifycode" maxLength={5} autoComplete="off" />}
      </LoginField>
      <ImageButton
        type="button"
        onClick={props.onRefresh}
        disabled={props.busy}
        aria-label={t('login.refreshCaptcha')}
      >
        {props.svg && (
          <img
            data-captcha-id={props.captchaId}
            alt={t('login.captchaImage')}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(props.svg)}`}
          />
        )}
      </ImageButton>
    </Row>
  );
}
