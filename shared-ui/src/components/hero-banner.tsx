import { Button } from './button';

export interface HeroBannerProps {
  title: string;
  claim: string;
  actionLabel: string;
  onAction?(): void;
  /** The id of the title, which names the section. */
  titleId?: string;
  /**
   * A look-alike drawn by the shell while the page's remote loads, so the first screen paints at
   * once: same boxes and styles, but hidden from assistive tech, not focusable and without a heading
   * (the page's one h1 is the real banner's, which takes its place at the same size).
   */
  preview?: boolean;
}

/** The first screen of a page: a dark banner with a big title, a claim and one call to action. */
export function HeroBanner({ title, claim, actionLabel, onAction, titleId, preview = false }: HeroBannerProps) {
  if (preview) {
    return (
      <div className="ui-hero" aria-hidden="true" data-testid="hero-preview">
        <div className="ui-hero__content">
          <p className="ui-hero__title">{title}</p>
          <p className="ui-hero__claim">{claim}</p>
          <Button size="lg" type="button" tabIndex={-1}>
            {actionLabel}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <section className="ui-hero" aria-labelledby={titleId}>
      <div className="ui-hero__content">
        <h1 id={titleId} className="ui-hero__title">
          {title}
        </h1>
        <p className="ui-hero__claim">{claim}</p>
        <Button size="lg" type="button" onClick={onAction}>
          {actionLabel}
        </Button>
      </div>
    </section>
  );
}
