import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(375, 2, 3);
