import type { Career } from '../../core/api/schemas/career';

const description = (summary: string, duties: string[], needs: string[]) =>
  `<p>${summary}</p><h3>What you will do</h3><ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul><h3>What you bring</h3><ul>${needs.map((n) => `<li>${n}</li>`).join('')}</ul>`;

/** Open positions; descriptions are simple CMS HTML (the widget sanitizes them). */
export const CAREERS: Career[] = [
  {
    id: 1,
    title: 'New Home Sales Specialist',
    location: 'Winter Haven, FL',
    department: 'Sales',
    employment_type: 'Full-time',
    posted: '2026-10-05',
    description: description(
      'Welcome buyers to our Lake Shipp Landing model and guide them from the first visit to closing.',
      [
        'Host model-home visits and tours',
        'Follow up every lead within one business day',
        'Work with our lenders and design studio',
      ],
      ['Florida real estate licence', 'Two years of sales experience', 'Weekend availability'],
    ),
  },
  {
    id: 2,
    title: 'Assistant Construction Manager',
    location: 'Lakeland, FL',
    department: 'Construction',
    employment_type: 'Full-time',
    posted: '2026-09-21',
    description: description(
      'Help our construction managers build 40 to 60 homes a year across North and South Lakeland.',
      [
        'Walk job sites daily and keep schedules on track',
        'Coordinate trade partners and inspections',
        'Complete quality checklists with photos',
      ],
      ['One year in residential construction', 'A valid driver licence', 'OSHA 10 (or willingness to earn it)'],
    ),
  },
  {
    id: 3,
    title: 'Warranty Service Technician',
    location: 'Bartow, FL',
    department: 'Customer Care',
    employment_type: 'Full-time',
    posted: '2026-10-12',
    description: description(
      'Keep our promise to homeowners after closing: answer service requests and fix what needs fixing.',
      [
        'Visit homes for scheduled warranty repairs',
        'Diagnose drywall, trim, door and fixture issues',
        'Record every visit in our service system',
      ],
      ['Handyman or carpentry experience', 'Friendly, clear communication', 'Own hand tools'],
    ),
  },
  {
    id: 4,
    title: 'Purchasing Coordinator',
    location: 'Highland City, FL',
    department: 'Purchasing',
    employment_type: 'Full-time',
    posted: '2026-08-30',
    description: description(
      'Build and maintain the bids and purchase orders behind every home we start.',
      [
        'Issue purchase orders for each start',
        'Compare trade bids and keep prices current',
        'Resolve variance requests with field teams',
      ],
      ['Excel skills', 'Experience in purchasing or estimating', 'An eye for detail'],
    ),
  },
  {
    id: 5,
    title: 'Design Studio Consultant',
    location: 'Highland City, FL',
    department: 'Design Studio',
    employment_type: 'Part-time',
    posted: '2026-11-02',
    description: description(
      'Help buyers choose finishes, fixtures and options in our design studio.',
      [
        'Lead design appointments of two to three hours',
        'Price options and prepare selection sheets',
        'Keep samples and displays current',
      ],
      ['Interior design or retail experience', 'Comfort with numbers', 'Saturday availability'],
    ),
  },
  {
    id: 6,
    title: 'Marketing Coordinator',
    location: 'Lakeland, FL',
    department: 'Marketing',
    employment_type: 'Full-time',
    posted: '2026-10-19',
    description: description(
      'Keep our website, community pages and events fresh and accurate.',
      [
        'Update community pricing and availability',
        'Plan grand openings and homeowner events',
        'Write copy for email and social media',
      ],
      ['A degree in marketing or communications', 'Experience with a CMS', 'Photography skills are a plus'],
    ),
  },
];
