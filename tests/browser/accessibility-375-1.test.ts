import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(375, 0, 3);
