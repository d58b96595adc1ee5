import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATES } from '../../../../../core/forms/engine';
import {
  DESIRED_LOCATIONS,
  EDUCATION_LEVELS,
  HOME_TYPES,
  MOVE_TIMEFRAMES,
  PRICE_RANGES,
  REFERRAL_SOURCES,
  TIMEFRAMES,
  YES_NO,
} from '../../../../../core/forms/engine/options/lead-options';
import { modelCenterOptions } from '../../../../../core/forms/engine/options/option-source';
import { US_STATES } from '../../../../../core/forms/engine/options/us-states';
import { visitTimeSlots, visitTimeSlotsForWeekday } from '../../../../../core/forms/engine/options/visit-time-slots';

const labels = (list: readonly { label: string }[]) => list.map((o) => o.label);

describe('option lists (spec.md section 3)', () => {
  it('lists the 50 US states and DC; account forms add Guam, Palau, Puerto Rico and the Virgin Islands', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES).toContainEqual({ value: 'DC', label: 'District of Columbia' });
    expect(US_STATES).toContainEqual({ value: 'FL', label: 'Florida' });
    expect(ACCOUNT_STATES).toHaveLength(55);
    expect(labels(ACCOUNT_STATES)).toEqual(expect.arrayContaining(['Guam', 'Palau', 'Puerto Rico', 'Virgin Islands']));
    expect(labels(US_STATES)).not.toContain('Guam');
  });

  it('has the 12 referral sources, spelled as the CRM expects', () => {
    expect(REFERRAL_SOURCES).toHaveLength(12);
    expect(labels(REFERRAL_SOURCES)).toEqual(
      expect.arrayContaining([
        'Billboard',
        'Phone Call',
        'Direct Mail',
        'Facebook',
        'Internet Advertisment',
        'Parade of Homes',
        'A Friend or Family Member',
        'A Realtor',
      ]),
    );
  });

  it('has the timeframes and the move/build timeframes', () => {
    expect(labels(TIMEFRAMES)).toEqual(['30 days', '60-90 days', 'More Than 90 days']);
    expect(labels(MOVE_TIMEFRAMES)).toEqual(['Immediately', '1-3 months', '4-6 months', '7+ months']);
  });

  it('has the 8 desired locations and the 16 home types', () => {
    expect(labels(DESIRED_LOCATIONS)).toEqual([
      'Auburndale',
      'Lake Wales',
      'Winter Haven',
      'Bartow',
      'North Lakeland',
      'On Your Land',
      'Haines City',
      'South Lakeland',
    ]);
    expect(HOME_TYPES).toHaveLength(16);
    expect(labels(HOME_TYPES)).toEqual(
      expect.arrayContaining(['Two-Story', 'Great Room', 'Lanai', '1,400 - 1,800 Sq Ft', 'Above 3,000 Sq Ft']),
    );
  });

  it('has six price ranges in 50,000 steps from $100,000 to $400,000', () => {
    expect(labels(PRICE_RANGES)).toEqual([
      '$100,000 - $150,000',
      '$150,000 - $200,000',
      '$200,000 - $250,000',
      '$250,000 - $300,000',
      '$300,000 - $350,000',
      '$350,000 - $400,000',
    ]);
  });

  it('has the education levels and Yes/No', () => {
    expect(labels(EDUCATION_LEVELS)).toEqual([
      'GED',
      'High School',
      'Some College',
      "Associate's",
      "Bachelor's",
      "Master's",
    ]);
    expect(labels(YES_NO)).toEqual(['Yes', 'No']);
  });

  it("offers the model centers from content plus 'Virtual Appointment' and \"I'm not sure\"", () => {
    expect(labels(modelCenterOptions([{ name: 'Lakeside Preserve Model Center' }]))).toEqual([
      'Lakeside Preserve Model Center',
      'Virtual Appointment',
      "I'm not sure",
    ]);
    expect(labels(modelCenterOptions([]))).toEqual(['Virtual Appointment', "I'm not sure"]);
  });

  it('offers hourly visit slots: Sunday 1-5pm, Wednesday 1-6pm, other days 10am-6pm (spec.md section 9)', () => {
    expect(labels(visitTimeSlotsForWeekday(0))).toEqual([
      '1:00 PM - 2:00 PM',
      '2:00 PM - 3:00 PM',
      '3:00 PM - 4:00 PM',
      '4:00 PM - 5:00 PM',
    ]);
    expect(labels(visitTimeSlotsForWeekday(3))).toEqual([
      '1:00 PM - 2:00 PM',
      '2:00 PM - 3:00 PM',
      '3:00 PM - 4:00 PM',
      '4:00 PM - 5:00 PM',
      '5:00 PM - 6:00 PM',
    ]);
    for (const weekday of [1, 2, 4, 5, 6]) {
      const slots = labels(visitTimeSlotsForWeekday(weekday));
      expect(slots).toHaveLength(8);
      expect(slots[0]).toBe('10:00 AM - 11:00 AM');
      expect(slots[2]).toBe('12:00 PM - 1:00 PM');
      expect(slots[7]).toBe('5:00 PM - 6:00 PM');
    }
    // 2026-11-22 is a Sunday, 2026-11-25 a Wednesday.
    expect(visitTimeSlots('2026-11-22')).toHaveLength(4);
    expect(visitTimeSlots('2026-11-25')).toHaveLength(5);
    expect(visitTimeSlots('')).toEqual([]);
  });
});
