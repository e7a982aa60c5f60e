import type { AddProductBody, CreateReviewBody } from '@phoneparts/contracts';

const picture = (file: string) => `/images/parts/${file}`;

/**
 * The catalogue a fresh embedded shop starts with: common repair parts at realistic wholesale prices
 * and order minimums. The SIM tray is deliberately "Stock Out" (available below its minimum).
 * Pictures are SVG files in `api/assets/public/parts/`, served by the API itself.
 */
export const demoParts: AddProductBody[] = [
  {
    name: 'iPhone 13 OLED Display Assembly',
    picture: picture('iphone-13-oled-screen.svg'),
    description: 'Full OLED display with digitizer and frame adhesive, True Tone ready. Tested before shipping.',
    price: 129.99,
    minQuantity: 2,
    availableQuantity: 48,
  },
  {
    name: 'Galaxy S22 AMOLED Screen',
    picture: picture('galaxy-s22-amoled-screen.svg'),
    description: '6.1" Dynamic AMOLED 2X panel with touch layer and display flex, 120 Hz.',
    price: 189,
    minQuantity: 2,
    availableQuantity: 30,
  },
  {
    name: 'iPhone 12 Battery 2815 mAh',
    picture: picture('iphone-12-battery.svg'),
    description: 'Zero-cycle lithium-ion cell with BMS flex and pull-tab adhesive strips.',
    price: 24.5,
    minQuantity: 5,
    availableQuantity: 240,
  },
  {
    name: 'Galaxy A52 Battery 4500 mAh',
    picture: picture('galaxy-a52-battery.svg'),
    description: 'EB-BA525ABY compatible battery, 3.86 V, with connector flex.',
    price: 19.9,
    minQuantity: 5,
    availableQuantity: 180,
  },
  {
    name: 'Galaxy S21 USB-C Charging Port Board',
    picture: picture('usb-c-charging-port.svg'),
    description: 'Sub-board with USB-C connector, primary microphone and fast-charge IC.',
    price: 12.75,
    minQuantity: 10,
    availableQuantity: 400,
  },
  {
    name: 'iPhone 11 Lightning Charging Port Flex',
    picture: picture('lightning-charging-port.svg'),
    description: 'Lightning dock flex with microphones and antenna contacts.',
    price: 14.2,
    minQuantity: 10,
    availableQuantity: 350,
  },
  {
    name: 'iPhone 13 Pro Rear Camera Module',
    picture: picture('iphone-13-pro-rear-camera.svg'),
    description: 'Triple 12 MP wide, ultra-wide and telephoto module with its bracket.',
    price: 89,
    minQuantity: 2,
    availableQuantity: 25,
  },
  {
    name: 'Pixel 6 Front Camera 8 MP',
    picture: picture('pixel-6-front-camera.svg'),
    description: 'Selfie camera module with fixed focus lens and board-to-board connector.',
    price: 21.4,
    minQuantity: 5,
    availableQuantity: 90,
  },
  {
    name: 'iPhone 12 Back Glass Panel',
    picture: picture('iphone-12-back-glass.svg'),
    description: 'Blue rear glass with large camera hole and pre-applied adhesive, for laser removal machines.',
    price: 16.99,
    minQuantity: 10,
    availableQuantity: 220,
  },
  {
    name: 'Galaxy S21 Back Glass Cover',
    picture: picture('galaxy-s21-back-glass.svg'),
    description: 'Phantom Violet back cover with camera bump cut-out and adhesive.',
    price: 18.5,
    minQuantity: 10,
    availableQuantity: 160,
  },
  {
    name: 'iPhone 11 Loudspeaker',
    picture: picture('iphone-11-loudspeaker.svg'),
    description: 'Bottom loudspeaker assembly with gasket and mesh.',
    price: 9.8,
    minQuantity: 10,
    availableQuantity: 300,
  },
  {
    name: 'iPhone 13 Earpiece Speaker',
    picture: picture('iphone-13-earpiece-speaker.svg'),
    description: 'Top earpiece speaker with proximity flex connector.',
    price: 7.6,
    minQuantity: 10,
    availableQuantity: 210,
  },
  {
    name: 'Pixel 7 SIM Card Tray',
    picture: picture('pixel-7-sim-tray.svg'),
    description: 'Obsidian nano-SIM tray with waterproof gasket.',
    price: 3.9,
    minQuantity: 20,
    availableQuantity: 8,
  },
  {
    name: 'OnePlus 9 Vibration Motor',
    picture: picture('oneplus-9-vibration-motor.svg'),
    description: 'X-axis linear haptic motor with flex.',
    price: 6.25,
    minQuantity: 10,
    availableQuantity: 140,
  },
  {
    name: 'iPhone 14 Power and Volume Flex Cable',
    picture: picture('iphone-14-power-volume-flex.svg'),
    description: 'Side-key flex with power, volume and mute switch contacts.',
    price: 11.3,
    minQuantity: 10,
    availableQuantity: 120,
  },
];

/** Buyers' feedback shown in the home page carousel. */
export const demoReviews: (CreateReviewBody & { userName: string })[] = [
  { userName: 'Maya Fernandes', ratings: 5, comment: 'Screens arrived well packed and every single one passed our touch test.' },
  { userName: 'Tomasz Nowak', ratings: 4, comment: 'Batteries hold their rated capacity. Shipping to Poland took six days.' },
  { userName: 'Aisha Rahman', ratings: 5, comment: 'Charging port boards fit like the originals. Our repair shop reorders monthly.' },
  { userName: 'Diego Alvarez', ratings: 4, comment: 'Good back glass quality; the adhesive could be a little stronger.' },
  { userName: 'Kenji Watanabe', ratings: 5, comment: 'Camera modules focus fast and the price beats our local supplier.' },
];
