/*
 * lit.c -- independent reference implementation of the published Warnsdorff
 * tie-break rules of HEURISTICS-LITERATURE.md (the specification the rules were written from).
 *
 * Conventions (SPEC 1-2): square (x,y), x = column 0..w-1 left->right,
 * y = row 0..h-1 top->bottom.  Moves 1..8:
 *   1=(-2,-1) 2=(-1,-2) 3=(1,-2) 4=(2,-1) 5=(2,1) 6=(1,2) 7=(-1,2) 8=(-2,1).
 * Degree of an unvisited square = number of unvisited on-board knight
 * neighbours; the current square is marked visited (and its neighbours'
 * degrees decremented) BEFORE the candidates are compared.
 * An order is 8 digits, highest priority first.
 *
 * Build: gcc -O2 -Wall -o lit lit.c -lm
 * Usage: ./lit help
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include <time.h>

static const int MDX[8] = {-2, -1, 1, 2, 2, 1, -1, -2};
static const int MDY[8] = {-1, -2, -2, -1, 1, 2, 2, 1};

/* ------------------------------------------------------------------ RNG */
/* splitmix64: small, well-known, seedable. */
typedef struct { uint64_t s; } Rng;
static uint64_t rng_next(Rng *r) {
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
/* uniform in [0,n) by rejection (exactly uniform) */
static int rng_below(Rng *r, int n) {
    uint64_t lim = UINT64_MAX - (UINT64_MAX % (uint64_t)n);
    uint64_t v;
    do { v = rng_next(r); } while (v >= lim);
    return (int)(v % (uint64_t)n);
}

/* ---------------------------------------------------------------- board */
#define PAD 2
typedef struct {
    int w, h, W, H;          /* W = w + 2*PAD */
    int size;                /* W*H */
    int off[8];
    unsigned char *vis0, *vis;   /* template / working: 1 = visited or off-board */
    signed char *deg0, *deg;     /* template / working degrees */
} Board;

static int IDX(const Board *b, int x, int y) { return (y + PAD) * b->W + (x + PAD); }
static int XOF(const Board *b, int i) { return i % b->W - PAD; }
static int YOF(const Board *b, int i) { return i / b->W - PAD; }

static void board_init(Board *b, int w, int h) {
    b->w = w; b->h = h; b->W = w + 2 * PAD; b->H = h + 2 * PAD;
    b->size = b->W * b->H;
    for (int k = 0; k < 8; k++) b->off[k] = MDY[k] * b->W + MDX[k];
    b->vis0 = malloc(b->size); b->vis = malloc(b->size);
    b->deg0 = malloc(b->size); b->deg = malloc(b->size);
    memset(b->vis0, 1, b->size);
    memset(b->deg0, 0, b->size);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) b->vis0[IDX(b, x, y)] = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int d = 0;
            for (int k = 0; k < 8; k++) {
                int nx = x + MDX[k], ny = y + MDY[k];
                if (nx >= 0 && nx < w && ny >= 0 && ny < h) d++;
            }
            b->deg0[IDX(b, x, y)] = (signed char)d;
        }
}
static void board_free(Board *b) { free(b->vis0); free(b->vis); free(b->deg0); free(b->deg); }
static void board_reset(Board *b) { memcpy(b->vis, b->vis0, b->size); memcpy(b->deg, b->deg0, b->size); }
static void visit(Board *b, int i) {
    b->vis[i] = 1;
    for (int k = 0; k < 8; k++) b->deg[i + b->off[k]]--;   /* border cells: harmless */
}

/* ---------------------------------------------------------------- rules */
enum { R_FIXED, R_ROTH, R_POHL, R_RANDOM, R_SWITCH };

#define MAXROWS 8
typedef struct {
    int type;
    int order[8];                 /* move indices 0..7, highest priority first */
    int rank[8];                  /* rank[move] = position in order */
    /* Roth */
    int Ex, Ey;                   /* doubled destination coordinates */
    /* Pohl / random */
    int pohl_random;              /* residual ties random */
    Rng *rng;
    /* switching */
    int nrows;
    int rowrank[MAXROWS][8];
    int sw[MAXROWS];              /* switch square index of row t (0-based rows), -1 = off-board */
} Rule;

static int parse_order(const char *s, int order[8], int rank[8]) {
    if (strlen(s) != 8) return 0;
    int seen[8] = {0};
    for (int i = 0; i < 8; i++) {
        int m = s[i] - '1';
        if (m < 0 || m > 7 || seen[m]) return 0;
        seen[m] = 1; order[i] = m; if (rank) rank[m] = i;
    }
    return 1;
}
static void set_order(Rule *r, const char *s) {
    if (!parse_order(s, r->order, r->rank)) { fprintf(stderr, "bad order %s\n", s); exit(2); }
}

/* Roth centre: c = ceil(n/2) (half-up) or round-half-to-even(n/2) (mathematica). */
static int roth_c(int n, int mathematica) {
    if (n % 2 == 0) return n / 2;
    int k = n / 2;                 /* n/2 = k + 0.5 */
    if (!mathematica) return k + 1;
    return (k % 2 == 0) ? k : k + 1;
}
static void set_roth(Rule *r, int w, int h, int mathematica) {
    r->type = R_ROTH;
    set_order(r, "78123456");
    r->Ex = 2 * roth_c(w, mathematica) - 3;
    r->Ey = 2 * roth_c(h, mathematica) - 3;
}

/* Switching algorithm table (section 3).  Square board m x m. */
static void set_switch(Rule *r, const Board *b, int m) {
    r->type = R_SWITCH;
    const char *ord[MAXROWS]; int sx[MAXROWS], sy[MAXROWS]; int n = 0;
#define ROW(o, x, y) do { ord[n] = (o); sx[n] = (x); sy[n] = (y); n++; } while (0)
#define LAST(o) do { ord[n] = (o); sx[n] = -99; sy[n] = -99; n++; } while (0)
    switch (m % 8) {
    case 0: ROW("56483712", m-3, m-2); ROW("21864357", 1, 1); ROW("73281564", 0, m-9);
            ROW("73564812", m-4, 6); LAST("43657812"); break;
    case 1: ROW("56483712", m-3, m-2); ROW("21864357", 1, 1); ROW("73546812", (m+7)/2, m-7);
            LAST("54623187"); break;
    case 2: ROW("56483712", 0, 5); ROW("21864357", 0, 2); ROW("76354812", 3, m-16);
            ROW("74653812", m-3, 9); ROW("27861345", (m-8)/2, 4); LAST("37168245"); break;
    case 3: ROW("56847132", m-3, m-2); ROW("64823571", m-1, m-7); ROW("28734561", 4, 1);
            ROW("73281564", 2, m-11); ROW("83247651", m-3, (m-1)/2); LAST("13864752"); break;
    case 4: ROW("56483712", m-3, m-2); ROW("21864357", 1, 1); ROW("73281564", 0, m-9);
            ROW("73564812", m-6, 9); ROW("28175643", m/2, 12); LAST("12785643"); break;
    case 5: ROW("56483712", m-3, m-2); ROW("21864357", 1, 1);
            if (m % 16 == 5) ROW("73546812", (m-7)/2, m-3); else ROW("73546812", (m-15)/2, m-3);
            LAST("37456812"); break;
    case 6: ROW("56483712", 0, 5); ROW("21864357", 0, 2); ROW("76354812", 0, m-11);
            ROW("74653812", m-3, 9); ROW("27861345", (m+6)/2, 2); LAST("34675812"); break;
    case 7: ROW("56847132", m-3, m-2); ROW("64823571", m-1, m-7); ROW("28734561", 4, 1);
            ROW("73281564", 2, m-7); ROW("83247651", m-3, (m-1)/2); LAST("83571426"); break;
    }
#undef ROW
#undef LAST
    r->nrows = n;
    for (int t = 0; t < n; t++) {
        int o[8];
        if (!parse_order(ord[t], o, r->rowrank[t])) { fprintf(stderr, "bad table order\n"); exit(3); }
        if (t < n - 1) {
            if (sx[t] >= 0 && sx[t] < m && sy[t] >= 0 && sy[t] < m) r->sw[t] = IDX(b, sx[t], sy[t]);
            else r->sw[t] = -1;    /* off-board switch square: never reached */
        } else r->sw[t] = -1;
    }
}

/*
 * One attempt.  Returns the number of visited squares; writes the path
 * (board indices) into path[] if non-NULL.
 */
static int walk(Board *b, int start, Rule *r, int *path) {
    board_reset(b);
    int cur = start, len = 0;
    int t = 0;   /* switching row, 0-based */
    for (;;) {
        visit(b, cur);
        if (path) path[len] = cur;
        len++;
        if (r->type == R_SWITCH && t < r->nrows - 1 && cur == r->sw[t]) t++;
        int best = -1, bestdeg = 99;
        int cand[8], nc = 0;
        /* collect min-degree candidates */
        for (int k = 0; k < 8; k++) {
            int nb = cur + b->off[k];
            if (b->vis[nb]) continue;
            int d = b->deg[nb];
            if (d < bestdeg) { bestdeg = d; nc = 0; }
            if (d == bestdeg) cand[nc++] = k;
        }
        if (nc == 0) break;
        if (nc == 1) { best = cand[0]; }
        else switch (r->type) {
        case R_FIXED: {
            int br = 99;
            for (int i = 0; i < nc; i++) if (r->rank[cand[i]] < br) { br = r->rank[cand[i]]; best = cand[i]; }
            break; }
        case R_SWITCH: {
            int br = 99;
            for (int i = 0; i < nc; i++) if (r->rowrank[t][cand[i]] < br) { br = r->rowrank[t][cand[i]]; best = cand[i]; }
            break; }
        case R_ROTH: {
            long bk = -1; int br = 99;
            for (int i = 0; i < nc; i++) {
                int nb = cur + b->off[cand[i]];
                long dx = 2 * XOF(b, nb) - r->Ex, dy = 2 * YOF(b, nb) - r->Ey;
                long key = dx * dx + dy * dy;
                int rk = r->rank[cand[i]];
                if (key > bk || (key == bk && rk < br)) { bk = key; br = rk; best = cand[i]; }
            }
            break; }
        case R_POHL: {
            int bs = 1 << 30; int c2[8], n2 = 0;
            for (int i = 0; i < nc; i++) {
                int nb = cur + b->off[cand[i]];
                int s = 0;
                for (int j = 0; j < 8; j++) { int q = nb + b->off[j]; if (!b->vis[q]) s += b->deg[q]; }
                if (s < bs) { bs = s; n2 = 0; }
                if (s == bs) c2[n2++] = cand[i];
            }
            if (n2 == 1) best = c2[0];
            else if (r->pohl_random) best = c2[rng_below(r->rng, n2)];
            else {
                int br = 99;
                for (int i = 0; i < n2; i++) if (r->rank[c2[i]] < br) { br = r->rank[c2[i]]; best = c2[i]; }
            }
            break; }
        case R_RANDOM:
            best = cand[rng_below(r->rng, nc)];
            break;
        }
        cur += b->off[best];
    }
    return len;
}

/* ------------------------------------------------------------ nineteen */
static const char *NINETEEN[19] = {
    "34567812", "43567812", "53467812", "35467812", "45367812", "54367812", "64357812",
    "46357812", "36457812", "63457812", "43657812", "34657812", "35647812", "53647812",
    "63547812", "36547812", "56347812", "65347812", "65437812"};

/* returns index 1..19 of first complete order, 0 if none.  If path given,
 * it receives the complete walk, or (failure) the longest attempt (first
 * longest in list order); *len receives its length. */
static int nineteen(Board *b, int start, int *path, int *outlen, int *longest_idx) {
    Rule r; memset(&r, 0, sizeof r); r.type = R_FIXED;
    int N = b->w * b->h, bestlen = -1, bi = 0;
    int *tmp = path ? malloc(sizeof(int) * N) : NULL;
    for (int i = 0; i < 19; i++) {
        set_order(&r, NINETEEN[i]);
        int len = walk(b, start, &r, tmp);
        if (len > bestlen) { bestlen = len; bi = i + 1; if (path) memcpy(path, tmp, sizeof(int) * len); }
        if (len == N) { if (outlen) *outlen = len; if (longest_idx) *longest_idx = i + 1; free(tmp); return i + 1; }
    }
    if (outlen) *outlen = bestlen;
    if (longest_idx) *longest_idx = bi;
    free(tmp);
    return 0;
}

/* ------------------------------------------------------------ Parberry */
/* Closed-tour walk with early abort.  Returns 1 on success, path filled. */
static int parberry_attempt(Board *b, int start, Rng *rng, int *path, int *outlen) {
    board_reset(b);
    int N = b->w * b->h, cur = start, len = 0;
    for (;;) {
        visit(b, cur);
        path[len++] = cur;
        if (len == N) break;
        /* every knight neighbour of the start visited (deg[start] counts the
           unvisited neighbours of start; maintained for visited squares too) */
        if (b->deg[start] == 0) break;
        int cand[8], nc = 0, bestdeg = 99;
        for (int k = 0; k < 8; k++) {
            int nb = cur + b->off[k];
            if (b->vis[nb]) continue;
            int d = b->deg[nb];
            if (d < bestdeg) { bestdeg = d; nc = 0; }
            if (d == bestdeg) cand[nc++] = k;
        }
        if (nc == 0) break;
        cur += b->off[cand[nc == 1 ? 0 : rng_below(rng, nc)]];
    }
    *outlen = len;
    if (len != N) return 0;
    int dx = abs(XOF(b, cur) - XOF(b, start)), dy = abs(YOF(b, cur) - YOF(b, start));
    return (dx == 1 && dy == 2) || (dx == 2 && dy == 1);
}
/* random start on the whole board; retries up to maxtries.  returns attempts (0 = gave up) */
static int parberry(Board *b, Rng *rng, int maxtries, int *path, int *outlen, int *ostart) {
    for (int a = 1; a <= maxtries; a++) {
        int x = rng_below(rng, b->w), y = rng_below(rng, b->h);
        int s = IDX(b, x, y);
        *ostart = s;
        if (parberry_attempt(b, s, rng, path, outlen)) return a;
    }
    return 0;
}

/* ------------------------------------------------------------ helpers */
static void print_json(FILE *f, const char *rule, const char *params, const Board *b,
                       int start, int complete, int attempts, const int *path, int len) {
    fprintf(f, "{\"rule\": \"%s\", \"params\": %s, \"width\": %d, \"height\": %d, \"start\": [%d, %d], "
               "\"complete\": %s, \"attempts\": %d, \"path\": [",
            rule, params, b->w, b->h, XOF(b, start), YOF(b, start), complete ? "true" : "false", attempts);
    for (int i = 0; i < len; i++) fprintf(f, "%s[%d, %d]", i ? ", " : "", XOF(b, path[i]), YOF(b, path[i]));
    fprintf(f, "]}\n");
}

/* independent validity check of a walk */
static int check_path(const Board *b, const int *path, int len) {
    char *seen = calloc(b->size, 1);
    for (int i = 0; i < len; i++) {
        int x = XOF(b, path[i]), y = YOF(b, path[i]);
        if (x < 0 || x >= b->w || y < 0 || y >= b->h) { free(seen); return 0; }
        if (seen[path[i]]) { free(seen); return 0; }
        seen[path[i]] = 1;
        if (i) {
            int dx = abs(x - XOF(b, path[i-1])), dy = abs(y - YOF(b, path[i-1]));
            if (!((dx == 1 && dy == 2) || (dx == 2 && dy == 1))) { free(seen); return 0; }
        }
    }
    free(seen);
    return 1;
}

/* next lexicographic permutation */
static int next_perm(int *a, int n) {
    int i = n - 2;
    while (i >= 0 && a[i] >= a[i+1]) i--;
    if (i < 0) return 0;
    int j = n - 1;
    while (a[j] <= a[i]) j--;
    int t = a[i]; a[i] = a[j]; a[j] = t;
    for (int l = i + 1, r = n - 1; l < r; l++, r--) { t = a[l]; a[l] = a[r]; a[r] = t; }
    return 1;
}
static void order_str(const int *o, char *s) { for (int i = 0; i < 8; i++) s[i] = '1' + o[i]; s[8] = 0; }

static double now(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec + ts.tv_nsec * 1e-9; }

/* Wilson 95% interval */
static void wilson(long k, long n, double *lo, double *hi) {
    double z = 1.959963984540054, p = (double)k / n, z2 = z * z;
    double den = 1 + z2 / n, c = (p + z2 / (2 * n)) / den;
    double hw = z * sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / den;
    *lo = c - hw; *hi = c + hw; if (*lo < 0) *lo = 0; if (*hi > 1) *hi = 1;
}

/* Build a rule from a name and params (for the "walk" command) */
static void make_rule(Rule *r, const char *name, const char *param, const Board *b, Rng *rng, char *pjson) {
    memset(r, 0, sizeof *r);
    r->rng = rng;
    if (!strcmp(name, "fixed")) {
        r->type = R_FIXED; set_order(r, param ? param : "12345678");
        sprintf(pjson, "{\"order\": \"%s\"}", param ? param : "12345678");
    } else if (!strcmp(name, "roth")) {
        int mm = param && !strcmp(param, "mathematica");
        set_roth(r, b->w, b->h, mm);
        sprintf(pjson, "{\"rounding\": \"%s\", \"Ex\": %d, \"Ey\": %d}", mm ? "mathematica" : "half-up", r->Ex, r->Ey);
    } else if (!strcmp(name, "pohl")) {
        r->type = R_POHL; set_order(r, "12345678");
        if (param && !strncmp(param, "random", 6)) { r->pohl_random = 1; sprintf(pjson, "{\"residual\": \"random\"}"); }
        else { if (param) set_order(r, param); sprintf(pjson, "{\"residual\": \"%s\"}", param ? param : "12345678"); }
    } else if (!strcmp(name, "random")) {
        r->type = R_RANDOM; sprintf(pjson, "{}");
    } else if (!strcmp(name, "switching")) {
        if (b->w != b->h) { fprintf(stderr, "switching: square boards only\n"); exit(2); }
        set_switch(r, b, b->w); sprintf(pjson, "{}");
    } else { fprintf(stderr, "unknown rule %s\n", name); exit(2); }
}

/* =================================================================== commands */

/* walk RULE W H X Y [PARAM] [seed] -> JSON line */
static int cmd_walk(int argc, char **argv) {
    if (argc < 6) { fprintf(stderr, "walk RULE W H X Y [PARAM] [SEED]\n"); return 2; }
    const char *name = argv[1];
    int w = atoi(argv[2]), h = atoi(argv[3]), x = atoi(argv[4]), y = atoi(argv[5]);
    const char *param = argc > 6 ? argv[6] : NULL;
    uint64_t seed = argc > 7 ? strtoull(argv[7], 0, 10) : 1;
    Board b; board_init(&b, w, h);
    Rng rng = {seed};
    int N = w * h, *path = malloc(sizeof(int) * N), len, start = IDX(&b, x, y);
    char pj[256];
    if (!strcmp(name, "nineteen")) {
        int li; int idx = nineteen(&b, start, path, &len, &li);
        sprintf(pj, "{\"order_index\": %d, \"order\": \"%s\"}", idx ? idx : li, NINETEEN[(idx ? idx : li) - 1]);
        if (!check_path(&b, path, len)) { fprintf(stderr, "INVALID PATH\n"); return 1; }
        print_json(stdout, "nineteen", pj, &b, start, idx != 0, idx ? idx : 19, path, len);
    } else if (!strcmp(name, "parberry")) {
        int maxt = param ? atoi(param) : 100000, s;
        int a = parberry(&b, &rng, maxt, path, &len, &s);
        sprintf(pj, "{\"seed\": %llu}", (unsigned long long)seed);
        if (!check_path(&b, path, len)) { fprintf(stderr, "INVALID PATH\n"); return 1; }
        print_json(stdout, "parberry", pj, &b, s, a != 0, a ? a : maxt, path, len);
    } else {
        Rule r; make_rule(&r, name, param, &b, &rng, pj);
        len = walk(&b, start, &r, path);
        if (!check_path(&b, path, len)) { fprintf(stderr, "INVALID PATH\n"); return 1; }
        print_json(stdout, name, pj, &b, start, len == N, 1, path, len);
    }
    return 0;
}

/* grid W H X Y ORDER : print visit numbers as a grid (fixed order) */
static int cmd_grid(int argc, char **argv) {
    int w = atoi(argv[1]), h = atoi(argv[2]), x = atoi(argv[3]), y = atoi(argv[4]);
    Board b; board_init(&b, w, h);
    Rule r; memset(&r, 0, sizeof r); r.type = R_FIXED; set_order(&r, argv[5]);
    int *path = malloc(sizeof(int) * w * h);
    int len = walk(&b, IDX(&b, x, y), &r, path);
    int *num = calloc(b.size, sizeof(int));
    for (int i = 0; i < len; i++) num[path[i]] = i + 1;
    printf("visited %d of %d\n", len, w * h);
    for (int yy = 0; yy < h; yy++) {
        for (int xx = 0; xx < w; xx++) printf("%3d", num[IDX(&b, xx, yy)]);
        printf("\n");
    }
    if (len < w * h) printf("last square (%d,%d)\n", XOF(&b, path[len-1]), YOF(&b, path[len-1]));
    return 0;
}

/* corner3 MMIN MMAX : three S&C orders from the corner on m x m */
static int cmd_corner3(int argc, char **argv) {
    int a = atoi(argv[1]), z = atoi(argv[2]);
    const char *os[3] = {"34567812", "43567812", "35467812"};
    printf("m 34567812 43567812 35467812 (entries: T = tour, else squares visited)\n");
    for (int m = a; m <= z; m++) {
        Board b; board_init(&b, m, m);
        printf("%d", m);
        for (int i = 0; i < 3; i++) {
            Rule r; memset(&r, 0, sizeof r); r.type = R_FIXED; set_order(&r, os[i]);
            int len = walk(&b, IDX(&b, 0, 0), &r, NULL);
            if (len == m * m) printf(" T"); else printf(" %d", len);
        }
        printf("\n");
        board_free(&b);
    }
    return 0;
}

/* nineteen-scan LO HI : every w x h, LO<=w,h<=HI, corner start */
static int cmd_nineteen_scan(int argc, char **argv) {
    int lo = atoi(argv[1]), hi = atoi(argv[2]);
    long hist[20] = {0}; long boards = 0, fails = 0; double squares = 0;
    double t0 = now();
    for (int w = lo; w <= hi; w++) {
        for (int h = lo; h <= hi; h++) {
            Board b; board_init(&b, w, h);
            int len, li;
            int idx = nineteen(&b, IDX(&b, 0, 0), NULL, &len, &li);
            /* squares walked: recompute cheaply as sum over attempts not tracked; estimate */
            squares += (double)w * h * (idx ? idx : 19);
            hist[idx]++; boards++;
            if (argc > 3 && idx >= atoi(argv[3])) printf("ATTEMPTS %dx%d index %d\n", w, h, idx);
            if (!idx) { fails++; printf("FAIL %dx%d longest %d/%d (order index %d)\n", w, h, len, w * h, li); fflush(stdout); }
            board_free(&b);
        }
    }
    printf("boards %ld, failures %ld, time %.1f s, upper bound on squares walked %.3g\n", boards, fails, now() - t0, squares);
    printf("histogram of the order index that gave the tour (0 = none):\n");
    for (int i = 0; i < 20; i++) if (hist[i]) printf("  %2d: %ld\n", i, hist[i]);
    return 0;
}

/* allorders LO HI : for each of the 8! orders, find a failing w x h board
 * (corner start) with LO<=w,h<=HI.  Boards are tried with a move-to-front
 * list (the order in which boards are tried does not change the answer:
 * every order that has no failing board is scanned over all boards). */
static int cmd_allorders(int argc, char **argv) {
    int lo = atoi(argv[1]), hi = atoi(argv[2]);
    const char *outfile = argc > 3 ? argv[3] : NULL;
    FILE *out = outfile ? fopen(outfile, "w") : NULL;
    int nb = (hi - lo + 1) * (hi - lo + 1);
    Board *bs = malloc(sizeof(Board) * nb);
    int *list = malloc(sizeof(int) * nb);
    int k = 0;
    /* initial list: by area ascending */
    for (int w = lo; w <= hi; w++) for (int h = lo; h <= hi; h++) board_init(&bs[k++], w, h);
    for (int i = 0; i < nb; i++) list[i] = i;
    for (int i = 1; i < nb; i++) {   /* insertion sort by area */
        int v = list[i], j = i - 1;
        while (j >= 0 && bs[list[j]].w * bs[list[j]].h > bs[v].w * bs[v].h) { list[j+1] = list[j]; j--; }
        list[j+1] = v;
    }
    int o[8] = {0,1,2,3,4,5,6,7};
    long norders = 0, nofail = 0, walks = 0;
    long *failcount = calloc(nb, sizeof(long));
    double t0 = now();
    do {
        Rule r; memset(&r, 0, sizeof r); r.type = R_FIXED;
        for (int i = 0; i < 8; i++) { r.order[i] = o[i]; r.rank[o[i]] = i; }
        char s[9]; order_str(o, s);
        int found = -1, flen = 0;
        for (int p = 0; p < nb; p++) {
            Board *b = &bs[list[p]];
            int len = walk(b, IDX(b, 0, 0), &r, NULL);
            walks++;
            if (len < b->w * b->h) {
                found = list[p]; flen = len;
                /* move to front */
                memmove(list + 1, list, sizeof(int) * p); list[0] = found;
                break;
            }
        }
        norders++;
        if (found < 0) { nofail++; printf("NEVER FAILS: %s\n", s); fflush(stdout); if (out) fprintf(out, "%s none\n", s); }
        else { failcount[found]++; if (out) fprintf(out, "%s %dx%d %d\n", s, bs[found].w, bs[found].h, flen); }
    } while (next_perm(o, 8));
    printf("orders %ld, orders with no failing board %ld, walks %ld, time %.1f s\n", norders, nofail, walks, now() - t0);
    if (out) fclose(out);
    return 0;
}

/* order-failcount ORDER LO HI : count failing w x h boards (corner start) */
static int cmd_order_failcount(int argc, char **argv) {
    int lo = atoi(argv[2]), hi = atoi(argv[3]);
    Rule r; memset(&r, 0, sizeof r); r.type = R_FIXED; set_order(&r, argv[1]);
    int fails = 0, tot = 0;
    char list[1 << 16]; int lp = 0; list[0] = 0;
    for (int w = lo; w <= hi; w++) for (int h = lo; h <= hi; h++) {
        Board b; board_init(&b, w, h);
        tot++;
        if (walk(&b, IDX(&b, 0, 0), &r, NULL) < w * h) { fails++; if (lp < 65000) lp += sprintf(list + lp, " %dx%d", w, h); }
        board_free(&b);
    }
    printf("order %s boards %d failing %d:%s\n", argv[1], tot, fails, list);
    return 0;
}

/* switching-scan LO HI */
static int cmd_switch_scan(int argc, char **argv) {
    int lo = atoi(argv[1]), hi = atoi(argv[2]);
    int fails = 0; double t0 = now();
    for (int m = lo; m <= hi; m++) {
        Board b; board_init(&b, m, m);
        Rule r; memset(&r, 0, sizeof r); set_switch(&r, &b, m);
        int *path = malloc(sizeof(int) * m * m);
        int len = walk(&b, IDX(&b, 0, 0), &r, path);
        if (len < m * m) {
            fails++;
            printf("FAIL m=%d (m mod 8 = %d): reached %d of %d squares, last square (%d,%d)\n",
                   m, m % 8, len, m * m, XOF(&b, path[len-1]), YOF(&b, path[len-1]));
            fflush(stdout);
        }
        free(path); board_free(&b);
    }
    printf("switching %d..%d: %d failures, %.1f s\n", lo, hi, fails, now() - t0);
    return 0;
}

/* switching-detail M : which switch squares are reached and at which step */
static int cmd_switch_detail(int argc, char **argv) {
    int m = atoi(argv[1]);
    Board b; board_init(&b, m, m);
    Rule r; memset(&r, 0, sizeof r); set_switch(&r, &b, m);
    int *path = malloc(sizeof(int) * m * m);
    int len = walk(&b, IDX(&b, 0, 0), &r, path);
    printf("m=%d rows=%d visited %d/%d\n", m, r.nrows, len, m * m);
    {   /* replay the row progression exactly as walk() does */
        int t = 0;
        printf("  effective switches:");
        for (int i = 0; i < len; i++)
            if (t < r.nrows - 1 && path[i] == r.sw[t]) { t++; printf(" row %d->%d at step %d (%d,%d);", t, t + 1, i + 1, XOF(&b, path[i]), YOF(&b, path[i])); }
        printf(" final row %d of %d\n", t + 1, r.nrows);
    }
    for (int t = 0; t < r.nrows - 1; t++) {
        int step = -1;
        if (r.sw[t] >= 0) for (int i = 0; i < len; i++) if (path[i] == r.sw[t]) { step = i + 1; break; }
        if (r.sw[t] < 0) printf("  row %d switch square off-board\n", t + 1);
        else printf("  row %d switch square (%d,%d) visited at step %d\n", t + 1, XOF(&b, r.sw[t]), YOF(&b, r.sw[t]), step);
    }
    return 0;
}

/* roth-scan LO HI MODE(halfup|mathematica) */
static int cmd_roth_scan(int argc, char **argv) {
    int lo = atoi(argv[1]), hi = atoi(argv[2]);
    int mm = !strcmp(argv[3], "mathematica");
    int fails = 0, first = -1, tot = 0; double t0 = now();
    int fails_below_1000 = 0, n_below_1000 = 0;
    for (int n = lo; n <= hi; n++) {
        Board b; board_init(&b, n, n);
        Rule r; memset(&r, 0, sizeof r); set_roth(&r, n, n, mm);
        int len = walk(&b, IDX(&b, 0, 0), &r, NULL);
        tot++;
        if (n < 1000) n_below_1000++;
        if (len < n * n) {
            fails++; if (first < 0) first = n;
            if (n < 1000) fails_below_1000++;
            printf("FAIL n=%d reached %d of %d\n", n, len, n * n); fflush(stdout);
        }
        board_free(&b);
        if (n % 100 == 0) { fprintf(stderr, "roth %s n=%d %.0fs\n", argv[3], n, now() - t0); }
    }
    printf("roth %s %d..%d: boards %d, failures %d (%.3f%%), first failure n=%d; below 1000: %d of %d; %.1f s\n",
           argv[3], lo, hi, tot, fails, 100.0 * fails / tot, first, fails_below_1000, n_below_1000, now() - t0);
    return 0;
}

/* random-rate RULE(random|pohlrandom) M TRIALS SEED : success rate from the corner */
static int cmd_random_rate(int argc, char **argv) {
    const char *name = argv[1];
    int mlo = atoi(argv[2]), mhi = atoi(argv[3]);
    long trials = atol(argv[4]);
    uint64_t seed = strtoull(argv[5], 0, 10);
    for (int m = mlo; m <= mhi; m++) {
        Board b; board_init(&b, m, m);
        Rng rng = {seed ^ ((uint64_t)m * 0x100000001B3ULL)};
        Rule r; memset(&r, 0, sizeof r); r.rng = &rng;
        if (!strcmp(name, "random")) r.type = R_RANDOM;
        else { r.type = R_POHL; r.pohl_random = 1; set_order(&r, "12345678"); }
        long ok = 0;
        FILE *sf = argc > 6 ? fopen(argv[6], "a") : NULL;
        int *pb = sf ? malloc(sizeof(int) * m * m) : NULL;
        for (long t = 0; t < trials; t++) if (walk(&b, IDX(&b, 0, 0), &r, pb) == m * m) {
            ok++;
            if (sf) {   /* save the complete walk (validated) */
                char pj[128];
                if (!check_path(&b, pb, m * m)) { fprintf(stderr, "INVALID PATH\n"); exit(1); }
                sprintf(pj, "{\"seed\": %llu, \"trial\": %ld}", (unsigned long long)seed, t);
                print_json(sf, name, pj, &b, IDX(&b, 0, 0), 1, 1, pb, m * m);
            }
        }
        if (sf) { fclose(sf); free(pb); }
        double lo, hi; wilson(ok, trials, &lo, &hi);
        printf("%s m=%d trials=%ld successes=%ld rate=%.4f 95%%CI=[%.4f,%.4f]\n", name, m, trials, ok,
               (double)ok / trials, lo, hi);
        fflush(stdout);
        board_free(&b);
    }
    return 0;
}

/* exact success probability of a random-tie rule, by exhaustive DFS over
 * the tie choices (each choice weighted 1/#tied).  Small boards only. */
static long long ex_leaves, ex_limit;
static int ex_pohl, ex_N;
static long double ex_dfs(Board *b, int cur, int len) {
    visit(b, cur); len++;
    long double p = 0;
    if (len == ex_N) { ex_leaves++; p = 1; goto undo; }
    {
    int cand[8], nc = 0, bestdeg = 99;
    for (int k = 0; k < 8; k++) {
        int nb = cur + b->off[k];
        if (b->vis[nb]) continue;
        int d = b->deg[nb];
        if (d < bestdeg) { bestdeg = d; nc = 0; }
        if (d == bestdeg) cand[nc++] = k;
    }
    if (nc == 0) { ex_leaves++; p = 0; goto undo; }
    if (ex_pohl && nc > 1) {
        int bs = 1 << 30, c2[8], n2 = 0;
        for (int i = 0; i < nc; i++) {
            int nb = cur + b->off[cand[i]], s = 0;
            for (int j = 0; j < 8; j++) { int q = nb + b->off[j]; if (!b->vis[q]) s += b->deg[q]; }
            if (s < bs) { bs = s; n2 = 0; }
            if (s == bs) c2[n2++] = cand[i];
        }
        memcpy(cand, c2, sizeof c2); nc = n2;
    }
    if (ex_limit && ex_leaves > ex_limit) { p = 0; goto undo; }
    for (int i = 0; i < nc; i++) p += ex_dfs(b, cur + b->off[cand[i]], len) / nc;
    }
undo:
    b->vis[cur] = 0;
    for (int k = 0; k < 8; k++) b->deg[cur + b->off[k]]++;
    return p;
}
static int cmd_exact(int argc, char **argv) {
    ex_pohl = !strcmp(argv[1], "pohlrandom");
    int m = atoi(argv[2]); int h = argc > 3 ? atoi(argv[3]) : m;
    ex_limit = argc > 4 ? atoll(argv[4]) : 0;
    Board b; board_init(&b, m, h); board_reset(&b);
    ex_N = m * h; ex_leaves = 0;
    double t0 = now();
    long double p = ex_dfs(&b, IDX(&b, 0, 0), 0);
    if (ex_limit && ex_leaves > ex_limit) { printf("%s %dx%d: gave up after %lld leaves\n", argv[1], m, h, ex_leaves); return 1; }
    printf("%s %dx%d corner: exact success probability %.10Lf (distinct walks %lld, %.1f s)\n", argv[1], m, h, p, ex_leaves, now() - t0);
    return 0;
}

/* marateck : for each start of 8x8, number of the 8! orders that fail */
static int cmd_marateck(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 8;
    Board b; board_init(&b, n, n);
    long cnt[64][64]; memset(cnt, 0, sizeof cnt);
    long total = 0;
    for (int y = 0; y < n; y++) for (int x = 0; x < n; x++) {
        if ((n * n) % 2 && (x + y) % 2) { cnt[y][x] = -1; continue; }
        int o[8] = {0,1,2,3,4,5,6,7};
        do {
            Rule r; memset(&r, 0, sizeof r); r.type = R_FIXED;
            for (int i = 0; i < 8; i++) { r.order[i] = o[i]; r.rank[o[i]] = i; }
            if (walk(&b, IDX(&b, x, y), &r, NULL) < n * n) cnt[y][x]++;
        } while (next_perm(o, 8));
        total += cnt[y][x];
    }
    printf("failing orders (of 40320) per start, %dx%d, rows y=0..%d top to bottom:\n", n, n, n - 1);
    for (int y = 0; y < n; y++) {
        for (int x = 0; x < n; x++) printf(" %5ld", cnt[y][x]);
        printf("\n");
    }
    printf("total failing (start, order) pairs: %ld of %ld\n", total, 40320L * n * n);
    return 0;
}

/* allstarts RULE LO HI : failures from every possible start (odd boards: x+y even) */
static int cmd_allstarts(int argc, char **argv) {
    const char *name = argv[1];
    const char *param = argv[2];
    int lo = atoi(argv[3]), hi = atoi(argv[4]);
    for (int n = lo; n <= hi; n++) {
        Board b; board_init(&b, n, n);
        Rng rng = {1};
        Rule r; char pj[256]; make_rule(&r, name, param, &b, &rng, pj);
        int starts = 0, fails = 0;
        char list[65536]; int lp = 0; list[0] = 0;
        for (int y = 0; y < n; y++) for (int x = 0; x < n; x++) {
            if ((n % 2) && (x + y) % 2) continue;
            starts++;
            int len = walk(&b, IDX(&b, x, y), &r, NULL);
            if (len < n * n) {
                fails++;
                if (lp < 65000) lp += sprintf(list + lp, " (%d,%d):%d", x, y, len);
            }
        }
        printf("%s %s n=%d starts=%d failures=%d failing starts (x,y):squares =%s\n", name, param, n, starts, fails, list);
        board_free(&b);
    }
    return 0;
}

/* parberry-stats W H RUNS SEED */
static int cmd_parberry_stats(int argc, char **argv) {
    int w = atoi(argv[1]), h = atoi(argv[2]); int runs = atoi(argv[3]);
    uint64_t seed = strtoull(argv[4], 0, 10);
    Board b; board_init(&b, w, h);
    Rng rng = {seed};
    int *path = malloc(sizeof(int) * w * h);
    long tot = 0; int maxa = 0, gaveup = 0;
    for (int i = 0; i < runs; i++) {
        int len, s;
        int a = parberry(&b, &rng, 1000000, path, &len, &s);
        if (!a) { gaveup++; continue; }
        if (!check_path(&b, path, len) || len != w * h) { printf("BAD\n"); return 1; }
        tot += a; if (a > maxa) maxa = a;
    }
    printf("parberry %dx%d runs=%d gave_up=%d mean_attempts=%.2f max_attempts=%d\n", w, h, runs, gaveup,
           (double)tot / (runs - gaveup), maxa);
    return 0;
}

/* last4 FILE : Ganzfried Thm 2.2 check on complete walks in a JSONL file
 * (reads "width","height","path"); prints per line whether each of the last
 * four moves goes to a minimum-degree candidate. */
static int cmd_last4(int argc, char **argv) {
    FILE *f = fopen(argv[1], "r");
    if (!f) return 2;
    size_t cap = 1 << 24; char *line = malloc(cap);
    int ln = 0;
    while (fgets(line, cap, f)) {
        ln++;
        char *p = strstr(line, "\"width\": "); int w = atoi(p + 9);
        p = strstr(line, "\"height\": "); int h = atoi(p + 10);
        Board b; board_init(&b, w, h);
        p = strstr(line, "\"path\": [");
        p += 9;
        int *path = malloc(sizeof(int) * w * h); int len = 0;
        while (*p == '[' || *p == ' ' || *p == ',') {
            if (*p == '[') { int x, y; sscanf(p, "[%d, %d]", &x, &y); path[len++] = IDX(&b, x, y); p = strchr(p, ']') + 1; }
            else p++;
        }
        if (len != w * h) { printf("line %d: incomplete walk (%d/%d), skipped\n", ln, len, w * h); free(path); board_free(&b); continue; }
        board_reset(&b);
        int bad = 0;
        for (int i = 0; i < len - 1; i++) {
            visit(&b, path[i]);
            if (i >= len - 5) {   /* moves i -> i+1 for the last four moves */
                int md = 99;
                for (int k = 0; k < 8; k++) { int q = path[i] + b.off[k]; if (!b.vis[q] && b.deg[q] < md) md = b.deg[q]; }
                if (b.deg[path[i+1]] != md) bad++;
            }
        }
        printf("line %d (%dx%d): last four moves %s\n", ln, w, h, bad ? "DEVIATE" : "all minimum-degree");
        free(path); board_free(&b);
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2 || !strcmp(argv[1], "help")) {
        printf("commands:\n"
               "  walk RULE W H X Y [PARAM] [SEED]   RULE: fixed ORDER | nineteen | switching | roth [halfup|mathematica]\n"
               "                                      | pohl [ORDER|random] | random | parberry [MAXTRIES]\n"
               "  grid W H X Y ORDER\n  corner3 MLO MHI\n  nineteen-scan LO HI [MINIDX]\n  allorders LO HI [OUTFILE]\n"
               "  order-failcount ORDER LO HI\n  switching-scan LO HI\n  switching-detail M\n  roth-scan LO HI halfup|mathematica\n"
               "  random-rate random|pohlrandom MLO MHI TRIALS SEED [SAVEFILE]\n  marateck [N]\n  exact random|pohlrandom W [H] [LEAFLIMIT]\n"
               "  allstarts RULE PARAM LO HI\n  parberry-stats W H RUNS SEED\n  last4 FILE.jsonl\n");
        return 0;
    }
    const char *c = argv[1];
    argc--; argv++;
    if (!strcmp(c, "walk")) return cmd_walk(argc, argv);
    if (!strcmp(c, "grid")) return cmd_grid(argc, argv);
    if (!strcmp(c, "corner3")) return cmd_corner3(argc, argv);
    if (!strcmp(c, "nineteen-scan")) return cmd_nineteen_scan(argc, argv);
    if (!strcmp(c, "allorders")) return cmd_allorders(argc, argv);
    if (!strcmp(c, "order-failcount")) return cmd_order_failcount(argc, argv);
    if (!strcmp(c, "switching-scan")) return cmd_switch_scan(argc, argv);
    if (!strcmp(c, "switching-detail")) return cmd_switch_detail(argc, argv);
    if (!strcmp(c, "roth-scan")) return cmd_roth_scan(argc, argv);
    if (!strcmp(c, "random-rate")) return cmd_random_rate(argc, argv);
    if (!strcmp(c, "exact")) return cmd_exact(argc, argv);
    if (!strcmp(c, "marateck")) return cmd_marateck(argc, argv);
    if (!strcmp(c, "allstarts")) return cmd_allstarts(argc, argv);
    if (!strcmp(c, "parberry-stats")) return cmd_parberry_stats(argc, argv);
    if (!strcmp(c, "last4")) return cmd_last4(argc, argv);
    fprintf(stderr, "unknown command %s\n", c);
    return 2;
}
