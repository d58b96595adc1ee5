import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(1, 6);
