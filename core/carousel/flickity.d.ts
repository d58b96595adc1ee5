// flickity 3 and flickity-as-nav-for ship no types; these are the parts the carousel uses.
declare module 'flickity' {
  export interface FlickityOptions {
    cellSelector?: string;
    initialIndex?: number;
    wrapAround?: boolean;
    prevNextButtons?: boolean;
    pageDots?: boolean;
    accessibility?: boolean;
    setGallerySize?: boolean;
    cellAlign?: 'left' | 'center' | 'right';
    contain?: boolean;
    imagesLoaded?: boolean;
    asNavFor?: Element | string;
    selectedAttraction?: number;
    friction?: number;
  }
  export default class Flickity {
    constructor(element: Element, options?: FlickityOptions);
    selectedIndex: number;
    select(index: number, isWrap?: boolean, isInstant?: boolean): void;
    resize(): void;
    on(event: 'change' | 'select' | 'settle', listener: (index: number) => void): void;
    destroy(): void;
  }
}
declare module 'flickity-as-nav-for';
