import { useMemo } from 'react';
import { getTestimonials } from '../../core/api/reads/people';
import { useRead } from '../../core/mount/read';
import { matchesTestimonialFilter, testimonialFilter } from '../../core/rules/about';
import { NothingFound, ReadView } from '../../core/ui/read';
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
  return (
    <div className="hb-testimonials">
      <ReadView
        read={testimonials}
        loading="Loading testimonials…"
        isEmpty={({ results }) => !results.some((t) => matchesTestimonialFilter(t, filter))}
        empty={<NothingFound>No testimonials here yet.</NothingFound>}
      >
        {({ results }) => (
          <ul className="hb-testimonials__list">
            {results
              .filter((t) => matchesTestimonialFilter(t, filter))
              .map((t) => (
                <li key={t.id} className="hb-testimonials__item">
                  <figure className="hb-testimonials__figure">
                    <blockquote className="hb-testimonials__quote">
                      <p>{t.quote}</p>
                    </blockquote>
                    <figcaption className="hb-testimonials__name">{t.name}</figcaption>
                  </figure>
                </li>
              ))}
          </ul>
        )}
      </ReadView>
    </div>
  );
}
