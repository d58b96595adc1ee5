import type { ContractorEntry } from '../../core/api/schemas/service';

/** spec.md section 2, service request page: the three groups of trade partners. */
export const CONTRACTOR_GROUPS = {
  directory: 'directory',
  duringConstruction: 'during-construction',
  afterHours: 'after-hours',
} as const;

const entry = (
  group: string,
  repair: string,
  subcontractor: string,
  contact: string,
  phone: string,
  extra: Partial<ContractorEntry> = {},
): ContractorEntry => ({
  repair,
  subcontractor,
  contact,
  phone,
  after_hours_name: null,
  after_hours_phone: null,
  county: 'Polk',
  group,
  ...extra,
});

const { directory, duringConstruction, afterHours } = CONTRACTOR_GROUPS;

export const CONTRACTORS: ContractorEntry[] = [
  entry(directory, 'Air Conditioning', 'Ridge Air Comfort', 'Service Desk', '863-555-0201', {
    after_hours_name: 'Ridge Air On Call',
    after_hours_phone: '863-555-0291',
  }),
  entry(directory, 'Plumbing', 'Citrus Plumbing Co.', 'Dispatch', '863-555-0202', {
    after_hours_name: 'Citrus Plumbing Emergency',
    after_hours_phone: '863-555-0292',
  }),
  entry(directory, 'Electrical', 'Bright Line Electric', 'Maria Santos', '863-555-0203', {
    after_hours_name: 'Bright Line On Call',
    after_hours_phone: '863-555-0293',
  }),
  entry(directory, 'Appliances', 'Sunshine Appliance Service', 'Customer Service', '863-555-0204'),
  entry(directory, 'Garage Doors', 'Polk Overhead Door', 'Jim Carver', '863-555-0205'),
  entry(directory, 'Pest Control', 'Lakeland Termite & Pest', 'Office', '863-555-0206'),
  entry(directory, 'Irrigation', 'Green Ridge Irrigation', 'Tony Lutz', '863-555-0207'),
  entry(directory, 'Roofing', 'Central Florida Roofing', 'Service Desk', '863-555-0208'),
  entry(directory, 'Air Conditioning', 'Osceola Heating & Air', 'Dispatch', '407-555-0209', { county: 'Osceola' }),
  entry(duringConstruction, 'Framing', 'Heartland Framing', 'Pete Morales', '863-555-0211'),
  entry(duringConstruction, 'Concrete and Slabs', 'Bartow Concrete Works', 'Lena Hughes', '863-555-0212'),
  entry(duringConstruction, 'Drywall', 'Smooth Wall Drywall', 'Office', '863-555-0213'),
  entry(duringConstruction, 'Cabinets and Counters', 'Grove Cabinetry', 'Ana Ruiz', '863-555-0214'),
  entry(duringConstruction, 'Flooring', 'Winter Haven Floors', 'Scheduling', '863-555-0215'),
  entry(afterHours, 'Water Leak', 'Citrus Plumbing Co.', 'Emergency Line', '863-555-0292', {
    after_hours_name: 'Citrus Plumbing Emergency',
    after_hours_phone: '863-555-0292',
  }),
  entry(afterHours, 'No Cooling', 'Ridge Air Comfort', 'On Call Technician', '863-555-0291', {
    after_hours_name: 'Ridge Air On Call',
    after_hours_phone: '863-555-0291',
  }),
  entry(afterHours, 'Power Outage in Part of the Home', 'Bright Line Electric', 'On Call Electrician', '863-555-0293', {
    after_hours_name: 'Bright Line On Call',
    after_hours_phone: '863-555-0293',
  }),
];
