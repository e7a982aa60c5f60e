import { shellMessages } from '@phoneparts/contracts';

/** Shown instead of the shop when /config.json cannot be read (nothing else can work without it). */
export function StartupError() {
  return (
    <div role="alert" style={{ maxWidth: 480, margin: '4rem auto', padding: '0 1rem', textAlign: 'center' }}>
      <p style={{ fontSize: '1.125rem', fontWeight: 600 }}>{shellMessages.shopStartFailed}</p>
      <button
        type="button"
        className="ui-button ui-button--primary ui-button--md"
        onClick={() => window.location.reload()}
      >
        Try again
      </button>
    </div>
  );
}
