import { Button, Text } from '@primer/react';

/** Something that failed to load: the reason, announced, with a button to load it again. */
export function LoadFailed({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert">
      <Text as="p">{text}</Text>
      <Button size="small" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
