import { useMemo } from 'react';
import { getTestimonials } from '../../core/api/reads/people';
import { useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { matchesTestimonialFilter, testimonialFilter } from '../../core/rules/about';
import { NothingFound, ReadView } from '../../core/ui/read';
import { testimonialsText } from './messages';
import './testimonials.css';

interface TestimonialsProps {
  communityId?: number;
  apartmentCommunityId?: number;
  storageCommunityId?: number;
  commercialCommunityId?: number;
}

/** spec.md "Homeowner testimonials", filtered by community_id or its apartment, storage and commercial siblings (section 3). */
export function Testimonials({
  communityId,
  apartmentCommunityId,
  storageCommunityId,
  commercialCommunityId,
}: TestimonialsProps) {
  const filter = useMemo(
    () => testimonialFilter({ communityId, apartmentCommunityId, storageCommunityId, commercialCommunityId }),
    [communityId, apartmentCommunityId, storageCommunityId, commercialCommunityId],
  );
  const testimonials = useRead((signal) => getTestimonials({ query: filter, signal }), [filter]);
  const t = useText(testimonialsText);
  return (
    <div className="hb-testimonials">
      <ReadView
        read={testimonials}
        loading={t('loading')}
        isEmpty={({ results }) => !results.some((item) => matchesTestimonialFilter(item, filter))}
        empty={<NothingFound>{t('empty')}</NothingFound>}
      >
        {({ results }) => (
          <ul className="hb-testimonials__list">
            {results
              .filter((item) => matchesTestimonialFilter(item, filter))
              .map((item) => (
                <li key={item.id} className="hb-testimonials__item">
                  <figure className="hb-testimonials__figure">
                    <blockquote className="hb-testimonials__quote">
                      <p>{item.quote}</p>
                    </blockquote>
                    <figcaption className="hb-testimonials__name">{item.name}</figcaption>
                  </figure>
                </li>
              ))}
          </ul>
        )}
      </ReadView>
    </div>
  );
}
