"""Port of main.rkt (the Racket repository's shootout nbody, generic arithmetic): five bodies,
200000 steps of 0.01, the energy before and after."""
import math

PI = 3.141592653589793
DAYS = 365.24
SOLAR_MASS = 4 * PI * PI
DT = 0.01

# x, y, z, vx, vy, vz, mass
bodies = [
    [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, SOLAR_MASS],
    [4.84143144246472090, -1.16032004402742839, -1.03622044471123109e-1,
     1.66007664274403694e-3 * DAYS, 7.69901118419740425e-3 * DAYS,
     -6.90460016972063023e-5 * DAYS, 9.54791938424326609e-4 * SOLAR_MASS],
    [8.34336671824457987, 4.12479856412430479, -4.03523417114321381e-1,
     -2.76742510726862411e-3 * DAYS, 4.99852801234917238e-3 * DAYS,
     2.30417297573763929e-5 * DAYS, 2.85885980666130812e-4 * SOLAR_MASS],
    [1.28943695621391310e1, -1.51111514016986312e1, -2.23307578892655734e-1,
     2.96460137564761618e-03 * DAYS, 2.37847173959480950e-03 * DAYS,
     -2.96589568540237556e-05 * DAYS, 4.36624404335156298e-05 * SOLAR_MASS],
    [1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
     2.68067772490389322e-03 * DAYS, 1.62824170038242295e-03 * DAYS,
     -9.51592254519715870e-05 * DAYS, 5.15138902046611451e-05 * SOLAR_MASS],
]


def offset_momentum():
    px = py = pz = 0.0
    for b in bodies:
        px += b[3] * b[6]
        py += b[4] * b[6]
        pz += b[5] * b[6]
    sun = bodies[0]
    sun[3], sun[4], sun[5] = -px / SOLAR_MASS, -py / SOLAR_MASS, -pz / SOLAR_MASS


def energy():
    e = 0.0
    for i, o in enumerate(bodies):
        e += 0.5 * o[6] * (o[3] * o[3] + o[4] * o[4] + o[5] * o[5])
        for b in bodies[i + 1:]:
            dx, dy, dz = o[0] - b[0], o[1] - b[1], o[2] - b[2]
            e -= o[6] * b[6] / math.sqrt(dx * dx + dy * dy + dz * dz)
    return e


def advance():
    for i, o in enumerate(bodies):
        ox, oy, oz, om = o[0], o[1], o[2], o[6]
        vx, vy, vz = o[3], o[4], o[5]
        for b in bodies[i + 1:]:
            dx, dy, dz = ox - b[0], oy - b[1], oz - b[2]
            dist2 = dx * dx + dy * dy + dz * dz
            mag = DT / (dist2 * math.sqrt(dist2))
            dxmag, dymag, dzmag = dx * mag, dy * mag, dz * mag
            bm = b[6]
            b[3] += dxmag * om
            b[4] += dymag * om
            b[5] += dzmag * om
            vx -= dxmag * bm
            vy -= dymag * bm
            vz -= dzmag * bm
        o[3], o[4], o[5] = vx, vy, vz
        o[0] = ox + DT * vx
        o[1] = oy + DT * vy
        o[2] = oz + DT * vz


offset_momentum()
print(f"{energy():.9f}")
for _ in range(200000):
    advance()
print(f"{energy():.9f}")
