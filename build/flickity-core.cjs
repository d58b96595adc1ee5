// flickity's own index (flickity/js/index.js) without what the project's carousel does not use:
// its buttons, dots, autoplay, lazy loading and imagesLoaded (our carousel has its own buttons and
// fixed-ratio cells). esbuild.config.ts resolves 'flickity' here, for the carousel and for
// flickity-as-nav-for alike, so both share this one Flickity. Saves about 3.5 KB gzip.
const Flickity = require('flickity/js/core');
require('flickity/js/drag');

module.exports = Flickity;
