import { homeStatusMessages } from '@phoneparts/contracts';

/** A spinner with a status text, announced politely to screen readers. */
export function Loader({ text = homeStatusMessages.loading, inline = false }: { text?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'ui-loader ui-loader--inline' : 'ui-loader'} role="status" aria-live="polite">
      <span className="ui-loader__spinner" aria-hidden="true" />
      <span className="ui-loader__text">{text}</span>
    </div>
  );
}
