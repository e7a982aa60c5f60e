import type { Settings } from 'react-slick';

/**
 * docs/product.md#22-home: 3 shown / 3 scrolled above 1024 px, 2 shown / 1 scrolled from 800 px down, 1 shown below
 * 480 px; dots, infinite loop, 500 ms. react-slick applies a breakpoint's settings at widths up to
 * and including it, and the top-level settings above every breakpoint.
 */
export const carouselSettings: Settings = {
  dots: true,
  infinite: true,
  speed: 500,
  slidesToShow: 3,
  slidesToScroll: 3,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 3, slidesToScroll: 3 } },
    { breakpoint: 800, settings: { slidesToShow: 2, slidesToScroll: 1 } },
    { breakpoint: 480, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ],
};
