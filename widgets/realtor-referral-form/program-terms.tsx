/** The referral program's terms, as the realtor page states them (the demo builder's own wording). */
export function ProgramTerms() {
  return (
    <div className="hb-realtor-referral__program">
      <p>We pay the buyer's agent commission on every new home we build for a client you register with us.</p>
      <ul>
        <li>Register your client before, or on the day of, their first visit to a model center.</li>
        <li>
          Come along to that first visit, in person or by video, and introduce your client to our sales specialist.
        </li>
        <li>A registration holds for 90 days from your client's first visit, and renews with each visit you attend.</li>
        <li>Commission is paid at closing, through the title company.</li>
      </ul>
      <p>Questions? Ask any of our sales specialists at a model center.</p>
    </div>
  );
}
