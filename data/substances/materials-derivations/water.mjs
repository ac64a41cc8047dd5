// Density of liquid water, computed from two published formulas. Rerun with:
//   node data/substances/materials-derivations/water.mjs
// Prints one JSON line per temperature; materials.json copies the rounded values.
//
// 1) 0–40 °C: Tanaka, Girard, Davis, Peuto & Bignell (2001), "Recommended table for the density
//    of water between 0 °C and 40 °C based on recent experimental reports", Metrologia 38, 301–309,
//    equation on p. 305 (SMOW, air-free, 101.325 kPa):
//      rho(t) = a5 * [1 - (t + a1)^2 (t + a2) / (a3 (t + a4))]
//    Coefficients as read in michelleckelly/fluxr@286b3ac63fc156f0307ac68334f34e3547e54697:R/h2odensity.R
//    (identical in CryoGrid/CryoGrid3:modules/cryoGridLake/waterDensity.m, "CIPM formula").
const a1 = -3.983035, a2 = 301.797, a3 = 522528.9, a4 = 69.34881, a5 = 999.974950;
const tanaka = (t) => a5 * (1 - ((t + a1) ** 2 * (t + a2)) / (a3 * (t + a4)));

// 2) 60, 80, 100 °C: IAPWS-IF97 (Revised Release 2007), region 1 basic equation (eq. 7) and the
//    saturation-pressure equation (eq. 30). Coefficients as read in
//    jjgomera/iapws@18d2c48e8d175f10ac2740f2997736608fda24ab:iapws/_iapws97Constants.py (Region1_Li,
//    Region1_Lj, Region1_n) and :iapws/iapws97.py (_PSat_T n[1..10]); R = 0.461526 kJ/(kg K) from
//    :iapws/_iapws.py.
const R = 0.461526;
const I = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 8, 8, 21, 23, 29, 30, 31, 32];
const J = [-2, -1, 0, 1, 2, 3, 4, 5, -9, -7, -1, 0, 1, 3, -3, 0, 1, 3, 17, -4, 0, 6, -5, -2, 10, -8, -11, -6, -29, -31, -38, -39, -40, -41];
const N = [0.14632971213167, -0.84548187169114, -3.756360367204, 0.33855169168385e1,
  -0.95791963387872, 0.15772038513228, -0.16616417199501e-1, 0.81214629983568e-3,
  0.28319080123804e-3, -0.60706301565874e-3, -0.18990068218419e-1, -0.32529748770505e-1,
  -0.21841717175414e-1, -0.52838357969930e-4, -0.47184321073267e-3, -0.30001780793026e-3,
  0.47661393906987e-4, -0.44141845330846e-5, -0.72694996297594e-15, -0.31679644845054e-4,
  -0.28270797985312e-5, -0.85205128120103e-9, -0.22425281908000e-5, -0.65171222895601e-6,
  -0.14341729937924e-12, -0.40516996860117e-6, -0.12734301741641e-8, -0.17424871230634e-9,
  -0.68762131295531e-18, 0.14478307828521e-19, 0.26335781662795e-22, -0.11947622640071e-22,
  0.18228094581404e-23, -0.93537087292458e-25];
// specific volume, m3/kg, T in K, p in MPa
function v1(T, p) {
  const pi = p / 16.53, tau = 1386 / T;
  let gpi = 0;
  for (let i = 0; i < 34; i++) gpi -= N[i] * I[i] * (7.1 - pi) ** (I[i] - 1) * (tau - 1.222) ** J[i];
  return (pi * gpi * R * T) / p / 1000;
}
const n = [0, 0.11670521452767e4, -0.72421316703206e6, -0.17073846940092e2, 0.12020824702470e5,
  -0.32325550322333e7, 0.14915108613530e2, -0.48232657361591e4, 0.40511340542057e6,
  -0.23855557567849, 0.65017534844798e3];
function psat(T) { // MPa
  const th = T + n[9] / (T - n[10]);
  const A = th ** 2 + n[1] * th + n[2], B = n[3] * th ** 2 + n[4] * th + n[5], C = n[6] * th ** 2 + n[7] * th + n[8];
  return (2 * C / (-B + Math.sqrt(B * B - 4 * A * C))) ** 4;
}

// Checks against IF97's own verification values (Tables 5 and 35 of the release, as quoted in the
// docstrings of jjgomera/iapws: _Region1(300,3)["v"] = 0.00100215168, _PSat_T(500) = 2.63889776).
const close = (x, y, rel) => Math.abs(x / y - 1) < rel;
if (!close(v1(300, 3), 0.100215168e-2, 1e-8)) throw new Error("IF97 region 1 check failed");
if (!close(psat(500), 2.63889776, 1e-8)) throw new Error("IF97 saturation check failed");
// Tanaka's own table: 999.9720 kg/m3 at 4 °C is not asserted (not read); the formula's maximum near 3.98 °C is.
if (!(tanaka(3.983035) > tanaka(3.5) && tanaka(3.983035) > tanaka(4.5))) throw new Error("Tanaka maximum check failed");

for (const t of [0, 4, 10, 15, 20, 25, 30, 40]) {
  console.log(JSON.stringify({ t, formula: "Tanaka 2001", rho: tanaka(t), rounded: tanaka(t).toFixed(3) }));
}
const P0 = 0.101325;
for (const t of [60, 80]) {
  const T = t + 273.15;
  const rho = 1 / v1(T, P0);
  console.log(JSON.stringify({ t, formula: "IAPWS-IF97 region 1, 101.325 kPa", rho, rounded: rho.toFixed(2) }));
}
{
  const T = 373.15, p = psat(T);
  const rho = 1 / v1(T, p);
  console.log(JSON.stringify({ t: 100, formula: "IAPWS-IF97 region 1 at saturation pressure", p_MPa: p, rho, rounded: rho.toFixed(2) }));
}
// cross-check: IF97 and Tanaka agree within their stated uncertainties at 20 °C and 40 °C
for (const t of [20, 40]) console.log(JSON.stringify({ t, crossCheck: { tanaka: tanaka(t), if97: 1 / v1(t + 273.15, P0) } }));
