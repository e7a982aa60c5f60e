import { scrollToElement } from './scroll-to-element';

describe('scrollToElement', () => {
  let frames: FrameRequestCallback[];
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => jest.restoreAllMocks());

  const target = (top: number, scrollMarginTop = '') => {
    const element = document.createElement('section');
    element.style.scrollMarginTop = scrollMarginTop;
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    return element;
  };
  /** Runs the next animation frame at `time` ms. */
  const frameAt = (time: number) => frames.shift()!(time);

  it('reaches the element after exactly the given duration, not before', () => {
    scrollToElement(target(600), 500);
    frameAt(1000); // the first frame fixes the start time
    frameAt(1250);
    const midway = scrollTo.mock.calls.at(-1)[1];
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(600);
    frameAt(1500);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
    expect(frames).toHaveLength(0);
  });

  it('stops short of the element by its scroll margin (room for the sticky top bar)', () => {
    scrollToElement(target(600, '64px'), 500);
    frameAt(0);
    frameAt(500);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 536);
  });

  it('jumps at once for people who ask for reduced motion', () => {
    jest.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    scrollToElement(target(600), 500);
    expect(scrollTo).toHaveBeenCalledWith(0, 600);
    expect(frames).toHaveLength(0);
  });
});
