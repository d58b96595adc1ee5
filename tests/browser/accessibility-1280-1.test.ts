import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(1280, 0, 3);
