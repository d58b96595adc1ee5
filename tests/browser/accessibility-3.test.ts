import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(2, 6);
