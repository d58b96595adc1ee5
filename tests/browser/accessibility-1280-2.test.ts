import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(1280, 1, 3);
