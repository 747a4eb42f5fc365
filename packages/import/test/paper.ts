/** A short paper written for these tests: the text every generated fixture must give back. */

export const PAPER = {
  title: 'Low-Cost Tide Gauges Built from Repurposed Pressure Sensors',
  authors: [
    'Mara Lindqvist and Tomás Okafor',
    'Department of Coastal Engineering, Harbour Institute',
  ],
  abstract:
    'Tide records from small harbours are sparse because commercial gauges are expensive. We built twelve gauges from pressure sensors taken out of discarded weather stations and compared them with a reference radar gauge over 94 days. The median absolute error was 1.8 cm, and 11 of the 12 gauges ran without maintenance for the whole period. Repurposed sensors can therefore extend coastal monitoring at a fraction of the usual cost.',
  keywords: 'Keywords: tide gauge, pressure sensor, coastal monitoring',
  /** On the first paragraph of the introduction (PDF, DOCX). */
  footnote: 'Funded by the Harbour Fund, grant 12-345.',
  /** On the last paragraph of the conclusion (DOCX). */
  endnote: 'The drawings are kept in the harbour office.',
  sections: [
    {
      heading: '1 Introduction',
      paragraphs: [
        'Coastal communities rely on tide records to plan moorings, dredging and flood defences. Most small harbours, however, have no gauge at all, because a commercial radar or float gauge costs more than their yearly maintenance budget. The resulting gaps leave regional tide models poorly constrained near the shore, where the records matter most.',
        'Pressure sensors offer a cheaper route, since the water column above a submerged sensor is proportional to the pressure it measures. Discarded weather stations contain such sensors in large numbers, and their calibration often survives the failure of the rest of the station. We asked whether these sensors, rehoused and compensated for air pressure, could match a reference instrument.',
      ],
    },
    {
      heading: '2 Methods',
      paragraphs: [
        'We recovered twenty sensors from stations retired by a regional weather service and kept the twelve that passed a bench test against a laboratory manometer. Each sensor was sealed in a resin housing with a breathing tube and fixed to a harbour wall two metres below the lowest astronomical tide.',
        'Readings were logged every minute by a microcontroller and corrected for atmospheric pressure measured at the quay. Water level was computed with a seawater density of 1025 kg per cubic metre, and the series were compared with a radar gauge installed on the same wall over 94 consecutive days.',
      ],
    },
    {
      heading: '3 Results',
      paragraphs: [
        'Across all gauges the median absolute error against the radar reference was 1.8 cm, and the largest error observed on any single day was 6.1 cm during a storm surge. Errors did not grow over time, which suggests that drift in the repurposed sensors was negligible over three months.',
        'Eleven of the twelve gauges ran for the whole period without maintenance. The remaining gauge failed after 41 days when its breathing tube filled with sediment, a fault that a simple mesh cover would have prevented. The material cost of one gauge was about one twentieth of the price of the reference instrument.',
      ],
    },
    {
      heading: '4 Discussion',
      paragraphs: [
        'The accuracy we measured is sufficient for harbour operations and for the validation of regional tide models, although it falls short of the millimetre precision required for sea level trend studies. Sediment and biofouling remain the main risks, and both are easier to manage than the cost barrier that currently leaves most small harbours without records.',
        'A network of such gauges could be maintained by harbour staff with little training. Future work will test housings for estuaries with high sediment loads and will compare the gauges with state-of-the-art acoustic instruments in open water.',
      ],
    },
    {
      heading: '5 Conclusion',
      paragraphs: [
        'Gauges assembled from repurposed pressure sensors measured harbour water levels to within a few centimetres of a radar reference for three months. Their low cost and simple construction make them suitable for the many small harbours that currently keep no tide records at all.',
        'We will publish the housing drawings, the logging firmware and the calibration procedure so that harbour authorities can build and maintain their own gauges. A second deployment along an exposed coast is planned for the coming winter, when wave action and storm surges will test the housings more severely than the sheltered harbour used here.',
      ],
    },
  ],
  references: [
    '[1] A. Reyes and P. Novak. Pressure-based water level measurement in shallow harbours. Journal of Coastal Research, 2019.',
    '[2] L. Chen. Atmospheric compensation for submerged pressure transducers. Ocean Engineering, 2021.',
    '[3] S. Haddad, R. Moreau and K. Ito. Tide gauge networks and regional tide models. Continental Shelf Research, 2018.',
  ],
} as const;

/** The body as the importer should return it: headings and paragraphs, blank lines between. */
export const PAPER_BODY_BLOCKS: string[] = PAPER.sections.flatMap((section) => [
  section.heading,
  ...section.paragraphs,
]);
