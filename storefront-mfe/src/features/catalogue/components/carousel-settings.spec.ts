import { carouselSettings } from './carousel-settings';

/** react-slick applies a breakpoint's settings at widths up to and including it. */
function settingsAt(width: number) {
  const match = [...(carouselSettings.responsive ?? [])]
    .sort((a, b) => a.breakpoint - b.breakpoint)
    .find((entry) => width <= entry.breakpoint);
  const settings = match && typeof match.settings === 'object' ? match.settings : carouselSettings;
  return { show: settings.slidesToShow, scroll: settings.slidesToScroll };
}

describe('review carousel settings', () => {
  it('has dots, an infinite loop and 500 ms speed', () => {
    expect(carouselSettings).toMatchObject({ dots: true, infinite: true, speed: 500 });
  });

  it('shows and scrolls 3 above 1024 px', () => {
    expect(settingsAt(1280)).toEqual({ show: 3, scroll: 3 });
    expect(settingsAt(1025)).toEqual({ show: 3, scroll: 3 });
  });

  it('shows 2 and scrolls 1 from 800 px down', () => {
    expect(settingsAt(800)).toEqual({ show: 2, scroll: 1 });
    expect(settingsAt(481)).toEqual({ show: 2, scroll: 1 });
  });

  it('shows 1 below 480 px', () => {
    expect(settingsAt(479)).toEqual({ show: 1, scroll: 1 });
    expect(settingsAt(320)).toEqual({ show: 1, scroll: 1 });
  });
});
