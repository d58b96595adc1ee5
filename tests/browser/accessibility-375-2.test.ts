import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(375, 1, 3);
