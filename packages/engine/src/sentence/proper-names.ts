/**
 * Names a lower-cased English paper lost the capitals of: peoples, languages and places
 * ("english", "saudi arabian"), and the people behind methods, laws and diseases ("bayesian",
 * "dirichlet", "alzheimer"). Only words a paper rarely means otherwise: "turkey", "polish",
 * "fisher" and "bell" stay as they are.
 */
import { capitalise } from './tidy.ts';

const NAMES = new Set(
  `
english french german dutch spanish portuguese italian greek latin russian chinese japanese korean
arabic arabian hebrew hindi urdu bengali persian turkish swedish danish norwegian finnish icelandic
hungarian czech slovak romanian bulgarian serbian croatian ukrainian thai vietnamese indonesian
malay malaysian filipino swahili tamil punjabi indian
african american european asian australian canadian mexican brazilian argentinian chilean
colombian peruvian cuban british irish scottish welsh iranian iraqi israeli egyptian saudi
nigerian kenyan ethiopian ghanaian ugandan tanzanian pakistani bangladeshi nepalese taiwanese
singaporean swiss austrian belgian
africa america europe asia australia antarctica
china japan korea india iran iraq israel egypt brazil canada mexico argentina chile colombia peru
germany france italy spain portugal greece russia sweden norway denmark finland iceland hungary
austria belgium netherlands switzerland poland ukraine romania nigeria kenya ethiopia ghana
uganda tanzania pakistan bangladesh nepal taiwan singapore thailand vietnam indonesia malaysia
philippines arabia
alzheimer parkinson huntington crohn hodgkin kaposi cushing hashimoto sjogren raynaud guillain
gaucher marfan klinefelter duchenne wernicke korsakoff broca
bayes bayesian gauss gaussian markov markovian fourier laplace laplacian poisson bernoulli
boltzmann fermi einstein schrodinger hamiltonian lagrangian lagrange hilbert euclidean euler
eulerian newtonian maxwellian dirichlet neumann riemann riemannian hubble kolmogorov pearson
spearman wilcoxon kruskal kaplan meier tukey bonferroni haenszel hosmer lemeshow langevin navier
heisenberg pauli dirac feynman doppler rayleigh raman bragg compton zeeman debye hartree
kohn landau ginzburg ising hubbard kondo josephson lorentz lorentzian minkowski schwarzschild
friedmann chandrasekhar eddington viterbi levenshtein jaccard weibull cauchy hermite legendre
bessel jacobi jacobian cartesian galois noether banach sobolev lipschitz fredholm volterra
helmholtz planck kepler keplerian lyapunov runge kutta galerkin krylov lanczos cholesky kalman
nyquist shannon dijkstra turing boolean chomsky mises darcy reynolds prandtl stokes kirchhoff
faraday hooke bloch wannier drude thomas cartan wallis bose fock barre mantel holm fokker kramer karber
wikipedia google twitter facebook linux
`
    .split(/\s+/u)
    .filter(Boolean),
);

/** Names written with more than one capital. */
const WRITTEN = new Map([
  ['matlab', 'MATLAB'],
  ['youtube', 'YouTube'],
]);

/**
 * A word of a lower-cased text, a part of a compound too ("navier-stokes", "non-english"); not a
 * part of an address, a file's name or a command ("code.google.com", "\\mathrm{ii}").
 */
const WORD = /(?<![\p{L}\d_'’./\\{])\p{Ll}+(?![\p{L}\d_/}]|\.[\p{L}\d])/gu;

/**
 * The surname a citation names before "et al." ("lam et al." → "Lam et al.", "lozada-chavez et
 * al." → "Lozada-Chavez et al."): a whole word, its accents stored apart too ("müller"), not
 * the end of an address or of initials ("s.i.tertychnyi"), nor a function word of broken text
 * ("in the et al.").
 */
const CITED_SURNAME = /(?<![\p{L}\p{M}\p{Sk}\d'’._/\\-])\p{Ll}[\p{L}\p{M}'’-]*(?=\s+et\s+al\b)/gu;
const NOT_A_SURNAME = /^(?:the|a|an|in|as|and|or|of|by|from|to|with|see|also|cf)$/u;
const citedSurname = (name: string) =>
  NOT_A_SURNAME.test(name)
    ? name
    : name.replace(/(?<![\p{L}\p{M}])\p{Ll}/gu, (c) => c.toUpperCase());

/**
 * Writes the names of NAMES with their capital, in the plural too, and a cited surname: "a bayesian
 * model of english by african americans, after lam et al." → "a Bayesian model of English by
 * African Americans, after Lam et al.".
 */
export function writeProperNames(text: string): string {
  return text
    .replace(WORD, (word) => {
      const written = WRITTEN.get(word);
      if (written) return written;
      const name = NAMES.has(word) || (word.endsWith('s') && NAMES.has(word.slice(0, -1)));
      return name ? capitalise(word) : word;
    })
    .replace(CITED_SURNAME, citedSurname);
}

/** Roman numerals that are no English word ("ii", "iii", "vii", "viii"): always a numeral. */
const NUMERAL = /^(?:ii|iii|vii|viii)$/u;
/** Roman numerals that may be words or letters ("i", "v", "x", "iv", "vi", "ix"), after a noun that numbers them. */
const AMBIGUOUS_NUMERAL = /^(?:i|iv|v|vi|ix|x)$/u;
const NUMBERED =
  /(?:^|[^\p{L}])(?:type|phase|class|grade|stage|group|complex|photosystem|collagen|experiment|lg|chromosome|region|domain|site|form|model|trial|cohort|family|subfamily|clade|cluster|category|isoform|receptor|pol|polymerase|loop|helix|exon|intron|factor|interferon|annexin|metaphase|anaphase|prophase|telophase|meiosis|mhc)[\s-]$/u;

/**
 * Writes a lower-cased text's roman numerals in capitals: "type ii diabetes", "pol iii",
 * "photosystem i" → "type II diabetes", "pol III", "photosystem I"; not "i" or "v" elsewhere.
 */
export function writeNumerals(text: string): string {
  return text.replace(WORD, (word, at: number) =>
    NUMERAL.test(word) ||
    (AMBIGUOUS_NUMERAL.test(word) && NUMBERED.test(text.slice(Math.max(0, at - 14), at)))
      ? word.toUpperCase()
      : word,
  );
}

/** Units a lower-cased text writes after a figure, with their case ("mev" may be MeV or meV: left). */
const UNITS = new Map(
  'GeV keV TeV eV GHz kHz THz MHz Hz kDa dB kV mV kW kPa MPa Mpc Gpc kJ'
    .split(' ')
    .map((unit) => [unit.toLowerCase(), unit]),
);
/** A unit right after a figure ("160 gev", "7kda"). */
const UNIT_AFTER_FIGURE = /(?<=\d\s?)\p{Ll}{2,3}(?![\p{L}\d])/gu;

/** Writes a lower-cased text's units after a figure with their case: "120 - 160 gev" → "120 - 160 GeV". */
export function writeUnits(text: string): string {
  return text.replace(UNIT_AFTER_FIGURE, (unit) => UNITS.get(unit) ?? unit);
}
