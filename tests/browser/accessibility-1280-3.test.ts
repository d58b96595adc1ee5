import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(1280, 2, 3);
