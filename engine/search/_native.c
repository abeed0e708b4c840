/* The double-dummy search of engine/search/solver.py in C: the same values, found faster.
 *
 * engine/search/solver.py is the reference and documents the method; this file follows it step
 * by step (alpha-beta with fail-soft bounds, a transposition table at trick boundaries
 * keyed on the shape of the cards left, equivalent-card classes, null-window tests at the
 * root) and adds what only pays in C: cards as 32-bit masks, the table in a fixed array
 * reused from solve to solve, the best lead of a shape remembered in its table entry,
 * move ordering that looks at the hands still to play to the trick and learns from the
 * cards that refuted its first choice (a history table, and a killer lead per depth), a
 * leader's claim of every trick left when no card can beat any of its cards, and root
 * tests that gallop from their guess. Those change how many cards are tried, never a
 * value.
 *
 * Legality is data: the flags of a ruleset (how to undertrump, whether a partner who is
 * master frees the player, whether a plain suit must be beaten) select the branches of
 * `legal`, which is RULES' "legal(H, trick)" for every trump obligation the engine knows.
 *
 * The GIL is released while searching; a stop event, if given, is asked (with the GIL
 * taken back) every CHECK_EVERY cards tried. solve_samples solves the sampled deals of a
 * hint on several threads at once, each with a table of its own; which deals count
 * depends on their cards tried only, so the answer is the one a single thread gives.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define CHECK_EVERY 65536
#define TABLE_BLOB (128 + 32 + 128 + 12)  /* the card table, as read_table reads it */
#define TT_BITS 18  /* 8 MiB a table: as good as 32 for a whole deal, and one per solving thread */
#define TT_SIZE (1u << TT_BITS)
#define HUGE_PAGE (1u << 21)  /* the table's alignment: a slot pair never straddles lines */

/* flags of a ruleset, as engine/search/solver.py's rule_flags packs them */
#define UNDER_MASK 3
#define UNDER_FORCED 0
#define UNDER_FREE 1
#define UNDER_LAST_RESORT 2
#define NO_PARTNER_EXEMPTION 4
#define MUST_BEAT_PLAIN 8
/* Klaverjas: a trick is worth its roem too (roem_search); the trump suit (4: none), the
   four of a kind of high ranks only, and four jacks' worth, as solver.roem_flags packs them */
#define ROEM 16
#define ROEM_TRUMP(f) (((f) >> 5) & 7)
#define ROEM_HIGH_ONLY 256
#define ROEM_DIFFERENCE 512  /* the difference only (roem_difference): far fewer cards */
#define ROEM_FOUR_JACKS(f) ((f) >> 10)

#define STOPPED 2
#define OUT_OF_WORK 1
#define NO_MEMORY 3
#define MAX_THREADS 16

typedef struct {
    uint64_t k[3];
    uint16_t gen;
    uint8_t best;  /* the lead that last proved best, 32: none */
    uint8_t cards;  /* cards left in the position: the dearer to keep, the more */
    int16_t low, high;
} Entry;

/* A transposition table and what it was last used for. Tables wait on a free list
   between solves, taken and given back with the GIL held (the GIL is the list's lock):
   there are as many as solves ever ran at once, whatever the threads come and go. */
typedef struct Table {
    Entry *entries;
    uint16_t gen;
    int flags;
    uint8_t blob[TABLE_BLOB];  /* the card table of the last solve */
    struct Table *next;
} Table;

static Table *free_tables;

typedef struct {
    uint32_t hands[4];
    int8_t keys[4][32];      /* keys[led][c]: how c bids for a trick led in suit led; -1 never */
    uint8_t points[32];
    uint32_t above[32];      /* cards of c's suit that beat c */
    uint32_t cut, climb;
    uint32_t beats[32];      /* the cards that beat c when c leads a trick */
    int last_trick;
    int flags;
    uint8_t strongest[4][8]; /* each suit's cards, strongest first */
    uint8_t point_id[32];    /* points as a 3-bit id, for the shape key */
    /* per suit and set of its live cards (bit i: card 8 * suit + i), that suit's part of
       the shape key (its count, then each live card's owner and point id, strongest
       first) and of the classes: a card's owner is fixed for a solve, so each is built
       once, at the root, instead of at every trick boundary */
    uint64_t part[4][256];
    uint8_t part_keep[4][256];
    /* with roem: per suit and set of its live cards, the cards that merge into their next
       stronger live card (roem_classes), four of a kind left aside */
    uint8_t roem_merge[4][256];
    /* history[n][seat][card]: how often (weighted by the tricks left) card, the n-th of
       its trick, cut off after the ordering's first choice failed; it lifts the card in
       later orderings of this solve */
    uint16_t history[4][4][32];
    /* killer[tricks left][seat]: 1 + the lead that last cut off a search at that depth */
    uint8_t killer[9][4];
    uint64_t nodes, cap, next_check;
    PyObject *stop;
    struct Samples *samples;  /* the run of sampled deals this solve is one of, if any */
    int index;                /* its place in that run */
    Entry *tt;
    uint16_t gen;
    jmp_buf out;
} Search;

static inline int popcount(uint32_t x) {  /* without a popcnt instruction to count on */
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}
static inline int lowest(uint32_t x) { return __builtin_ctz(x); }

/* What a run of sampled deals shares (solve_samples): the deals are handed out in order
 * to its threads, and deal i counts when its search tried no more cards than the deals
 * before it left of the budget; the first deal that does not count ends the run. */
typedef struct Samples {
    pthread_mutex_t lock;
    const uint8_t *blob;
    int flags, n, leader, every_card;
    uint8_t trick[4];
    const uint32_t (*hands)[4];
    PyObject *stop;
    int count, next;  /* deals, and the next one to hand out */
    int counted;      /* deals 0 .. counted - 1 are solved and count */
    int cutoff;       /* the first deal that does not count (count while none is known) */
    int status;       /* a deal stopped (STOPPED) or short of memory (NO_MEMORY) */
    uint64_t budget, spent;  /* spent: the cards tried by the deals that count */
    struct Answer *answers;
    uint8_t *finished;
} Samples;

static void check(Search *s) {
    if (s->cap && s->nodes > s->cap) longjmp(s->out, OUT_OF_WORK);
    Samples *run = s->samples;
    /* a deal after one that does not count, or past what the deals before it left, can
       no longer count: give it up (the same deals count on any number of threads) */
    if (run != NULL && (__atomic_load_n(&run->cutoff, __ATOMIC_RELAXED) <= s->index ||
                        s->nodes > run->budget - __atomic_load_n(&run->spent, __ATOMIC_RELAXED)))
        longjmp(s->out, OUT_OF_WORK);
    if (s->stop != NULL) {
        PyGILState_STATE gil = PyGILState_Ensure();
        int set = 0;
        PyObject *r = PyObject_CallMethod(s->stop, "is_set", NULL);
        if (r == NULL) PyErr_Clear();
        else { set = PyObject_IsTrue(r) == 1; Py_DECREF(r); }
        PyGILState_Release(gil);
        if (set) longjmp(s->out, STOPPED);
    }
    s->next_check = s->nodes + CHECK_EVERY;
}

/* The index of the card winning the trick so far (n cards). */
static inline int master_of(const Search *s, const uint8_t *trick, int n) {
    const int8_t *keys = s->keys[trick[0] >> 3];
    int best = 0, key = keys[trick[0]];
    for (int i = 1; i < n; i++)
        if (keys[trick[i]] > key) { best = i; key = keys[trick[i]]; }
    return best;
}

/* The legal cards of hand with n cards on the table, the m-th of them the master. */
static uint32_t legal(const Search *s, uint32_t hand, const uint8_t *trick, int n, int m) {
    if (!n) return hand;
    int led_card = trick[0];
    uint32_t follow = hand & (0xFFu << (8 * (led_card >> 3)));
    int master = trick[m];
    int trumped = (s->cut >> master) & 1;
    if (follow) {
        /* the master is of the led suit whenever a climb applies */
        if (((s->climb >> led_card) & 1) || ((s->flags & MUST_BEAT_PLAIN) && !trumped)) {
            uint32_t higher = follow & s->above[master];
            if (higher) return higher;
        }
        return follow;
    }
    if (!s->cut || ((s->cut >> led_card) & 1)) return hand;
    uint32_t trumps = hand & s->cut;
    if (!trumps) return hand;
    int under = s->flags & UNDER_MASK;
    if (m == n - 2 && !(s->flags & NO_PARTNER_EXEMPTION)) {
        if (under == UNDER_LAST_RESORT && trumped) {
            uint32_t allowed = hand & ~(trumps & ~s->above[master]);
            return allowed ? allowed : hand;
        }
        return hand;
    }
    if (trumped) {
        uint32_t over = trumps & s->above[master];
        if (over) return over;
        if (under == UNDER_FORCED) return trumps;
        if (under == UNDER_FREE) return hand;
        return (hand & ~trumps) ? (hand & ~trumps) : hand;
    }
    return trumps;
}

static uint8_t roem_merges(const Search *s, const uint8_t *owner, int suit, uint32_t live);

/* Every part of the shape key and of the classes a suit can take from the root on (each
 * subset of its live cards at the root), with the owners of the hands at the root. */
static void shape_parts(Search *s, uint32_t uni) {
    uint8_t owner[32];
    memset(owner, 4, sizeof(owner));  /* cards on the table: gone by the next boundary */
    for (int seat = 0; seat < 4; seat++)
        for (uint32_t h = s->hands[seat]; h; h &= h - 1) owner[lowest(h)] = (uint8_t)seat;
    for (int suit = 0; suit < 4; suit++) {
        uint32_t root = (uni >> (8 * suit)) & 0xFFu, live = root;
        for (;;) {
            uint64_t code = (uint64_t)popcount(live);
            int bit = 4, prev_owner = -1, prev_points = -1;
            uint32_t keep = 0;
            for (int i = 0; i < 8; i++) {
                int card = s->strongest[suit][i];
                if (!((live >> (card & 7)) & 1)) continue;
                int who = owner[card], worth = s->points[card];
                code |= (uint64_t)(who | s->point_id[card] << 2) << bit;
                bit += 5;
                if (who != prev_owner || worth != prev_points) keep |= 1u << (card & 7);
                prev_owner = who;
                prev_points = worth;
            }
            s->part[suit][live] = code;
            s->part_keep[suit][live] = (uint8_t)keep;
            if (s->flags & ROEM) s->roem_merge[suit][live] = roem_merges(s, owner, suit, live);
            if (!live) break;
            live = (live - 1) & root;  /* the next subset of root */
        }
    }
}

/* The shape of the cards left (who holds each live card, suit by suit in trick-winning
 * order, with its points) into key[3], and the equivalence classes (solver.classes). */
static inline uint32_t shape(const Search *s, uint32_t uni, int leader, uint64_t key[3]) {
    /* each suit's part (at most 44 bits) in a place of its own: the fourth split over
       the tops of the other words */
    uint64_t part[4];
    uint32_t keep = 0;
    for (int suit = 0; suit < 4; suit++) {
        uint32_t live = (uni >> (8 * suit)) & 0xFFu;
        part[suit] = s->part[suit][live];
        keep |= (uint32_t)s->part_keep[suit][live] << (8 * suit);
    }
    key[0] = (uint64_t)leader | part[0] << 2;
    key[1] = part[1] | part[3] << 44;
    key[2] = part[2] | (part[3] >> 20) << 44;
    return keep;
}

static uint32_t classes_with_table(const Search *s, uint32_t uni) {
    /* the root's classes: a card on the table splits classes as a fifth hand does */
    uint32_t keep = 0;
    uint32_t held = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
    for (int suit = 0; suit < 4; suit++) {
        int prev_owner = -1, prev_points = -1;
        for (int i = 0; i < 8; i++) {
            int card = s->strongest[suit][i];
            if (!((uni >> card) & 1)) continue;
            int who = 4;
            if ((held >> card) & 1)
                for (int seat = 0; seat < 4; seat++)
                    if ((s->hands[seat] >> card) & 1) who = seat;
            int worth = s->points[card];
            if (who != prev_owner || worth != prev_points) keep |= 1u << card;
            prev_owner = who;
            prev_points = worth;
        }
    }
    return keep;
}

static inline uint64_t scramble(uint64_t x) {  /* every bit of x moves every bit out */
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

static inline uint64_t mix(const uint64_t k[3]) {
    return scramble(scramble(scramble(k[0]) ^ k[1]) ^ k[2]);
}

static int search(Search *s, uint8_t *trick, int n, int m, int leader, uint32_t uni,
                  uint32_t keep, int remaining, int alpha, int beta);

/* The value for the mover's team once it plays card (the n-th card of the trick). */
static inline __attribute__((always_inline)) int after(
        Search *s, uint8_t *trick, int n, int m, int leader, uint32_t uni, uint32_t keep,
        int remaining, int card, int alpha, int beta) {
    int seat = (leader + n) & 3;
    s->nodes++;
    s->hands[seat] ^= 1u << card;
    trick[n] = (uint8_t)card;
    /* the master once card is played: it, or the one before */
    if (n && s->keys[trick[0] >> 3][card] > s->keys[trick[0] >> 3][trick[m]]) m = n;
    int v;
    if (n < 3) {
        v = remaining - search(s, trick, n + 1, m, leader, uni, keep, remaining,
                               remaining - beta, remaining - alpha);
    } else {
        int best = m;
        int points = s->points[trick[0]] + s->points[trick[1]] + s->points[trick[2]] +
                     s->points[trick[3]];
        int winner = (leader + best) & 3;
        uint32_t left = uni & ~((1u << trick[0]) | (1u << trick[1]) | (1u << trick[2]) |
                                (1u << trick[3]));
        uint8_t next[4];
        if (!left) {
            v = ((winner ^ seat) & 1) ? 0 : remaining;
        } else if (((winner ^ seat) & 1) == 0) {
            v = points + search(s, next, 0, 0, winner, left, 0, remaining - points,
                                alpha - points, beta - points);
        } else {
            v = remaining - points - search(s, next, 0, 0, winner, left, 0, remaining - points,
                                            remaining - beta - points,
                                            remaining - alpha - points);
        }
    }
    s->hands[seat] ^= 1u << card;
    return v;
}

typedef struct { int card, score; } Move;

/* Whether hand holds a card that could take a trick led with led, master so far: a
   guess for ordering moves (it overlooks what legality forbids). */
static inline int may_beat(const Search *s, uint32_t hand, int led, int master) {
    uint32_t suit = hand & (0xFFu << (8 * (led >> 3)));
    if (suit) return (suit & s->above[master]) != 0;
    if ((s->cut >> master) & 1) return (hand & s->above[master]) != 0;
    return (hand & s->cut) != 0;
}

static int order_moves(const Search *s, uint32_t moves, const uint8_t *trick, int n, int m,
                       int leader, uint32_t uni, Move *out) {
    int count = 0;
    /* a lead's score spans a few dozen points, a follower's a thousand: the history
       weighs more in leads (shifts measured on trick-1 hints) */
    const uint16_t *learnt = s->history[n][(leader + n) & 3];
    int shift = n ? 5 : 1;
    if (!n) {
        /* the lead that cut off last at this depth (a killer) is likely again */
        int killer = s->killer[popcount(uni) >> 2][leader] - 1;
        uint32_t others = uni & ~s->hands[leader], partner = s->hands[(leader + 2) & 3];
        for (uint32_t mv = moves; mv; mv &= mv - 1) {
            int c = lowest(mv);
            /* a master card cashes its points first; then the cheapest card of a suit
               whose master the partner holds; else the cheapest; and a plain suit the
               partner can ruff is led sooner, one an opponent can ruff later (weights
               measured on trick-1 hints) */
            uint32_t over = others & s->above[c];
            int score = s->points[c];
            if (over) {
                uint32_t top = over;  /* the master of the suit: no card of over beats it */
                for (uint32_t r = over; r; r &= r - 1)
                    if (!(over & s->above[lowest(r)])) top = 1u << lowest(r);
                score = ((partner & top) ? -50 : -100) - s->points[c];
            }
            if (!((s->cut >> c) & 1) && s->cut) {
                uint32_t suit = 0xFFu << (8 * (c >> 3));
                for (int k = 1; k < 4; k++) {
                    uint32_t hand = s->hands[(leader + k) & 3];
                    if (!(hand & suit) && (hand & s->cut)) score += k == 2 ? 1000 : -1000;
                }
            }
            out[count].card = c;
            out[count].score = score + (learnt[c] >> shift) + (c == killer ? 1000 : 0);
            count++;
        }
    } else {
        const int8_t *keys = s->keys[trick[0] >> 3];
        int best_key = keys[trick[m]];
        int partner = m == n - 2;
        /* the last seat may still take the trick: feed only a partner it cannot beat */
        if (partner && n == 2)
            partner = !may_beat(s, s->hands[(leader + 3) & 3], trick[0], trick[m]);
        int partner_may_win = n == 1 && may_beat(s, s->hands[(leader + 3) & 3], trick[0],
                                                 trick[m]);
        for (uint32_t mv = moves; mv; mv &= mv - 1) {
            int c = lowest(mv);
            int score;
            if (partner) score = s->points[c];  /* feed the partner */
            else if (keys[c] > best_key)  /* win cheaply, first where the next seat cannot */
                score = -keys[c] + (n < 3 && may_beat(s, s->hands[(leader + n + 1) & 3],
                                                      trick[0], c) ? 500 : 1000);
            else if (partner_may_win)
                score = s->points[c] - 200;  /* the partner plays last and may win: feed */
            else score = -s->points[c];  /* else throw the cheapest */
            out[count].card = c;
            out[count].score = score + (learnt[c] >> shift);
            count++;
        }
    }
    /* highest score first, ties in card order (stable insertion sort) */
    for (int i = 1; i < count; i++) {
        Move x = out[i];
        int j = i - 1;
        while (j >= 0 && out[j].score < x.score) { out[j + 1] = out[j]; j--; }
        out[j + 1] = x;
    }
    return count;
}

/* The value for the team of the seat to move of the trick in progress (n cards on the
 * table, the m-th the master, their points counted for whoever wins it) and every later
 * trick. */
static int search(Search *s, uint8_t *trick, int n, int m, int leader, uint32_t uni,
                  uint32_t keep, int remaining, int alpha, int beta) {
    int cards = n ? 0 : popcount(uni);
    if (cards == 4) {  /* the last trick plays itself */
        for (int k = 0; k < 4; k++) trick[k] = (uint8_t)lowest(s->hands[(leader + k) & 3]);
        return (master_of(s, trick, 4) & 1) ? 0 : remaining;
    }
    if (alpha >= remaining) return remaining;  /* no line of play takes more than is left */
    if (beta <= 0) return 0;
    Entry *entry = NULL;
    uint64_t key[3];
    int low = 0, high = remaining, a0 = alpha, b0 = beta, best_lead = 32;
    uint8_t known_best = 32;
    if (!n) {
        if (s->nodes >= s->next_check) check(s);
        keep = shape(s, uni, leader, key);
        /* two slots a position: a new one takes the slot of the fewer cards left (or a
           stale one), so the positions deep in the tree do not push out the dear ones */
        Entry *pair = &s->tt[mix(key) & (TT_SIZE - 2)];
        __builtin_prefetch(pair);  /* nearly always a cache miss: start it before the claim */
        /* a leader none of whose cards any other card can beat takes every trick left */
        uint32_t hand = s->hands[leader], others = uni & ~hand;
        while (hand && !(others & s->beats[lowest(hand)])) hand &= hand - 1;
        if (!hand) return remaining;
        int match = -1;
        for (int i = 0; i < 2; i++)
            if (pair[i].gen == s->gen && pair[i].k[0] == key[0] && pair[i].k[1] == key[1] &&
                pair[i].k[2] == key[2]) match = i;
        if (match < 0) {
            entry = &pair[0];
            if (pair[0].gen == s->gen && (pair[1].gen != s->gen || pair[1].cards < pair[0].cards))
                entry = &pair[1];
            entry->gen = 0;  /* not this position's until stored */
        } else entry = &pair[match];
        if (match >= 0) {
            low = entry->low;
            high = entry->high;
            if (low >= beta) return low;
            if (high <= alpha || low == high) return high;
            if (low > alpha) alpha = low;
            if (high < beta) beta = high;
            known_best = entry->best;
            if (entry->best < 32) {
                /* the lead is kept as its place among the live cards of its suit, so
                   that it names the same card in every position of this shape */
                int suit = entry->best >> 3, place = entry->best & 7;
                for (int i = 0, seen = 0; i < 8; i++) {
                    int c = s->strongest[suit][i];
                    if ((uni >> c) & 1 && seen++ == place) { best_lead = c; break; }
                }
            }
        }
    }
    int seat = (leader + n) & 3;
    uint32_t moves = legal(s, s->hands[seat], trick, n, m) & keep;
    Move list[8];
    int count = 1, later = 0;
    if (best_lead < 32 && ((moves >> best_lead) & 1)) {
        /* the lead that proved best here before: the others are ordered only if it
           does not cut off, as it mostly does */
        list[0].card = best_lead;
        later = (moves & (moves - 1)) != 0;
    } else if (moves & (moves - 1)) {
        count = order_moves(s, moves, trick, n, m, leader, uni, list);
    } else {
        list[0].card = lowest(moves);
    }
    int value = -1, best_card = 32;
    for (int i = 0; i < count || later; i++) {
        if (later && i) {
            count = 1 + order_moves(s, moves & ~(1u << best_lead), trick, n, m, leader, uni,
                                    list + 1);
            later = 0;
        }
        int v = after(s, trick, n, m, leader, uni, keep, remaining, list[i].card, alpha, beta);
        if (v > value) {
            value = v;
            best_card = list[i].card;
            if (v > alpha) {
                alpha = v;
                if (v >= beta) {
                    if (!n) s->killer[cards >> 2][seat] = (uint8_t)(list[i].card + 1);
                    if (i) {  /* the ordering missed it: weigh the miss by the tricks left */
                        uint16_t *learnt = &s->history[n][seat][list[i].card];
                        unsigned more = *learnt + (1u << (popcount(uni) >> 2));
                        *learnt = more > 0xFFFF ? 0xFFFF : (uint16_t)more;
                    }
                    break;
                }
            }
        }
    }
    if (entry) {
        /* deeper positions may have taken the slot meanwhile: what was known of this
           one is what the probe found (low, high), or nothing */
        if (value <= a0) { if (value < high) high = value; }
        else if (value >= b0) { if (value > low) low = value; }
        else low = high = value;
        entry->gen = s->gen;
        entry->cards = (uint8_t)cards;
        entry->k[0] = key[0];
        entry->k[1] = key[1];
        entry->k[2] = key[2];
        entry->low = (int16_t)low;
        entry->high = (int16_t)high;
        /* a search that failed low has no best lead: the one learnt before stays */
        if (value <= a0 && known_best < 32) entry->best = known_best;
        else entry->best = best_card == 32 ? 32 : (uint8_t)(
            (best_card & ~7) | popcount(uni & s->above[best_card]));
    }
    return value;
}

/* The exact value of one root card (or with card -1 of the position) by null-window
 * tests, as solver._converge finds it. */
static int converge_card(Search *s, uint8_t *trick, int n, int leader, uint32_t uni,
                         uint32_t keep, int remaining, int card, int guess, int *found) {
    int low = 0, high = remaining, delta = 1, last_up = -1, saw_up = 0, saw_down = 0;
    int beta = guess + 1;
    if (beta > remaining) beta = remaining;
    if (beta < 1) beta = 1;
    *found = 32;
    int m = n ? master_of(s, trick, n) : 0;
    while (low < high) {
        int g, c = card;
        if (card >= 0) {
            g = after(s, trick, n, m, leader, uni, keep, remaining, card, beta - 1, beta);
        } else {  /* the whole position: the best card */
            int seat = (leader + n) & 3;
            uint32_t moves = legal(s, s->hands[seat], trick, n, m) & keep;
            Move list[8];
            int count = order_moves(s, moves, trick, n, m, leader, uni, list);
            int alpha = beta - 1;
            g = -1;
            c = 32;
            for (int i = 0; i < count; i++) {
                int v = after(s, trick, n, m, leader, uni, keep, remaining, list[i].card,
                              alpha, beta);
                if (v > g) {
                    g = v;
                    c = list[i].card;
                    if (v > alpha) { alpha = v; if (v >= beta) break; }
                }
            }
        }
        int up = g >= beta;
        if (up) { low = g; *found = c; saw_up = 1; }
        else { high = g; saw_down = 1; }
        /* solver._converge alternates MTD(f) steps and halvings; here the tests gallop
           away from the guess, the step doubling while they fail the same way, and once
           a test has failed each way what is open is halved: fewer cards tried */
        delta = up == last_up ? 2 * delta : 1;
        last_up = up;
        if (saw_up && saw_down) beta = (low + high + 1) >> 1;
        else beta = up ? low + delta : high - delta + 1;
        if (beta > high) beta = high;
        if (beta <= low) beta = low + 1;
    }
    return low;
}

/* Whether blob is a card table read_table can read: its size, and at most 8 different
   point values (the shape key gives a card's points 3 bits). */
static int table_fits(const uint8_t *blob, Py_ssize_t size) {
    if (size != TABLE_BLOB) return 0;
    uint8_t seen[256] = {0};
    int different = 0;
    for (int c = 0; c < 32; c++)
        if (!seen[blob[128 + c]]++) different++;
    return different <= 8;
}

/* A table that fits (table_fits) into s. */
static void read_table(Search *s, const uint8_t *blob) {
    /* keys 4x32 int8, points 32 uint8, above 32 uint32, cut, climb, last_trick uint32;
       little-endian, as engine/search/solver.py's _native_table packs it */
    memcpy(s->keys, blob, 128);
    memcpy(s->points, blob + 128, 32);
    const uint8_t *p = blob + 160;
    uint32_t words[35];
    for (int i = 0; i < 35; i++)
        words[i] = (uint32_t)p[4 * i] | (uint32_t)p[4 * i + 1] << 8 |
                   (uint32_t)p[4 * i + 2] << 16 | (uint32_t)p[4 * i + 3] << 24;
    memcpy(s->above, words, sizeof(s->above));
    s->cut = words[32];
    s->climb = words[33];
    s->last_trick = (int)words[34];
    for (int c = 0; c < 32; c++) {
        uint32_t beats = 0;
        for (int other = 0; other < 32; other++)
            if (s->keys[c >> 3][other] > s->keys[c >> 3][c]) beats |= 1u << other;
        s->beats[c] = beats;
    }
    /* suit orders and point ids, derived once a solve (cheap) */
    int ids[256], next_id = 0;
    for (int i = 0; i < 256; i++) ids[i] = -1;
    for (int c = 0; c < 32; c++) {
        if (ids[s->points[c]] < 0) ids[s->points[c]] = next_id++;
        s->point_id[c] = (uint8_t)ids[s->points[c]];
    }
    for (int suit = 0; suit < 4; suit++) {
        int cards[8];
        for (int i = 0; i < 8; i++) cards[i] = 8 * suit + i;
        /* strongest first: a card beats those whose above mask holds it */
        for (int i = 1; i < 8; i++) {
            int x = cards[i], j = i - 1;
            while (j >= 0 && popcount(s->above[cards[j]]) > popcount(s->above[x])) {
                cards[j + 1] = cards[j];
                j--;
            }
            cards[j + 1] = x;
        }
        for (int i = 0; i < 8; i++) s->strongest[suit][i] = (uint8_t)cards[i];
    }
}

/* What one solve finds. */
typedef struct Answer {
    int status, value;
    uint32_t valued;  /* the cards valued */
    int values[32];
    int diffs[32];    /* with roem: each card's difference of the two teams' takes */
    int roem;
    uint64_t nodes;
} Answer;

/* A transposition table from those waiting between solves, else a new one (NULL: no
   memory); with the GIL held, which is the free list's lock. */
static Table *take_table(void) {
    Table *tt = free_tables;
    if (tt != NULL) {
        free_tables = tt->next;
        return tt;
    }
    /* a slot pair is one cache line: a probe costs one miss */
    void *memory = NULL;
    tt = calloc(1, sizeof(Table));
    if (tt == NULL || posix_memalign(&memory, HUGE_PAGE, TT_SIZE * sizeof(Entry)) != 0) {
        free(tt);
        return NULL;
    }
#ifdef MADV_HUGEPAGE
    /* probes land anywhere in the table: on 4 KiB pages nearly every one also misses
       the TLB; on huge pages (where the kernel grants them) the whole table fits it */
    madvise(memory, TT_SIZE * sizeof(Entry), MADV_HUGEPAGE);
#endif
    memset(memory, 0, TT_SIZE * sizeof(Entry));
    tt->entries = memory;
    tt->flags = -1;
    return tt;
}

static void give_table(Table *tt) {  /* with the GIL held */
    tt->next = free_tables;  /* the latest first: the next solve of a line finds its own */
    free_tables = tt;
}

/* A new search of a position with table tt (NULL: no memory). A position of a deal
   solved last under the same contract and rules keeps what the table holds (its keys
   name whole positions); otherwise every entry is stale at once. */
static Search *new_search(Table *tt, const uint8_t *blob, int flags, const uint32_t hands[4],
                          const uint8_t *trick, int n, uint64_t cap, PyObject *stop,
                          int same_deal) {
    Search *s = calloc(1, sizeof(Search));
    if (s == NULL) return NULL;
    read_table(s, blob);
    s->flags = flags;
    uint32_t uni = 0;
    for (int k = 0; k < 4; k++) uni |= s->hands[k] = hands[k];
    for (int k = 0; k < n; k++) uni |= 1u << trick[k];
    s->cap = cap;
    s->stop = stop == Py_None ? NULL : stop;
    s->next_check = CHECK_EVERY;
    shape_parts(s, uni);
    if (same_deal && tt->gen && tt->flags == flags && memcmp(tt->blob, blob, TABLE_BLOB) == 0) {
    } else if (++tt->gen == 0) {  /* the stamps wrapped: forget every entry */
        memset(tt->entries, 0, TT_SIZE * sizeof(Entry));
        tt->gen = 1;
    }
    tt->flags = flags;
    memcpy(tt->blob, blob, TABLE_BLOB);
    s->tt = tt->entries;
    s->gen = tt->gen;
    return s;
}

/* -- roem (Klaverjas) ------------------------------------------------------------------
 * engine/search/roem_solver.py's search, step by step and in the same card order, so the
 * values are the same: roem breaks the fixed total and the equal-card classes the search
 * above leans on, so this one is plain alpha-beta on the difference of the two teams'
 * takes (card points plus roem) inside a trick, each trick boundary solved with a full
 * window and its exact (mine, theirs) kept in the transposition table under the four
 * hands themselves. */

#define WIDE 1000000

typedef struct { int mine, theirs; } Pair;

/* The roem of a trick's four cards (engine/rules/roem.py's trick_roem). */
static int trick_roem(const Search *s, const uint8_t *t) {
    uint32_t mask = 1u << t[0] | 1u << t[1] | 1u << t[2] | 1u << t[3];
    uint32_t quads = mask & mask >> 8 & mask >> 16 & mask >> 24 & 0xFFu;
    if (quads) {  /* four of a kind: no run, no stuk beside it */
        int rank = 31 - __builtin_clz(quads);
        if ((s->flags & ROEM_HIGH_ONLY) && rank < 3) return 0;  /* T J Q K A only */
        return rank == 4 ? ROEM_FOUR_JACKS(s->flags) : 100;
    }
    int points = 0, trump = ROEM_TRUMP(s->flags);
    for (int suit = 0; suit < 4; suit++) {
        uint32_t b = (mask >> (8 * suit)) & 0xFFu, three = b & b >> 1 & b >> 2;
        if (three) points += (three & b >> 3) ? 50 : 20;
    }
    if (trump < 4 && ((mask >> (8 * trump)) & 0x60u) == 0x60u) points += 20;  /* stuk */
    return points;
}

static Pair roem_card(Search *s, int leader, uint8_t *cards, int n, int alpha, int beta);

/* Roem's equal cards. Two cards of one hand that are neighbours among the live cards of
 * their suit in trick-winning order, worth the same points, are equal for legality, trick
 * winners and points (solver.classes); with roem they are equal when, besides, every trick
 * either can fall in holds the same roem with one as with the other. No trick holds both
 * (one hand), so only the cards the others hold, or the table, count: no four of a kind
 * may be open to either card's rank, and every set of up to three of those cards of their
 * suit must make the same runs and stuk with either. Swapping the two cards then maps
 * every line of play onto one of the same value, so the search tries the strongest of
 * each class only. */

/* A suit's runs (20 or 50) and stuk (20, trump) in a trick, from its cards' ranks. */
static int suit_roem(uint32_t ranks, int trump) {
    uint32_t three = ranks & ranks >> 1 & ranks >> 2;
    return (three ? ((three & ranks >> 3) ? 50 : 20) : 0) +
           (trump && (ranks & 0x60u) == 0x60u ? 20 : 0);
}

/* same_roem[trump][others][a]: the ranks b with which rank a makes the same runs and stuk
   beside every set of up to three of others (the ranks held elsewhere) */
static uint8_t same_roem[2][256][8];

static void fill_same_roem(void) {
    for (int trump = 0; trump < 2; trump++)
        for (uint32_t others = 0; others < 256; others++)
            for (int a = 0; a < 8; a++)
                for (int b = 0; b < 8; b++) {
                    uint32_t open = others & ~(1u << a | 1u << b), x = open;
                    int same = 1;
                    for (;;) {  /* every subset x of open */
                        if (popcount(x) <= 3 && suit_roem(x | 1u << a, trump) !=
                                                suit_roem(x | 1u << b, trump)) same = 0;
                        if (!x || !same) break;
                        x = (x - 1) & open;
                    }
                    if (same) same_roem[trump][others][a] |= (uint8_t)(1u << b);
                }
}

/* The cards of suit (live: the set of its live cards) that merge into their next stronger
   live card, with the owners of the root (4: on the table). */
static uint8_t roem_merges(const Search *s, const uint8_t *owner, int suit, uint32_t live) {
    int trump = ROEM_TRUMP(s->flags) == suit, prev = -1;
    uint8_t merge = 0;
    for (int i = 0; i < 8; i++) {
        int card = s->strongest[suit][i];
        if (!((live >> (card & 7)) & 1)) continue;
        if (prev >= 0 && owner[card] == owner[prev] && owner[card] < 4 &&
            s->points[card] == s->points[prev]) {
            uint32_t mine = 0;
            for (int k = 0; k < 8; k++)
                if ((live >> k & 1) && owner[8 * suit + k] == owner[card]) mine |= 1u << k;
            if ((same_roem[trump][live & ~mine][card & 7] >> (prev & 7)) & 1)
                merge |= (uint8_t)(1u << (card & 7));
        }
        prev = card;
    }
    return merge;
}

/* One card of each class of roem's equal cards among the live cards uni, as
   solver.classes keeps them: the merges of roem_merges, but none into or out of a rank
   whose four cards are live in four hands (a four of a kind that counts may fall). */
static uint32_t roem_classes(const Search *s, uint32_t uni) {
    uint32_t quads = uni & uni >> 8 & uni >> 16 & uni >> 24 & 0xFFu;
    if (s->flags & ROEM_HIGH_ONLY) quads &= 0xF8u;  /* T J Q K A only */
    if (!ROEM_FOUR_JACKS(s->flags)) quads &= ~0x10u;
    for (int seat = 0; seat < 4 && quads; seat++) {  /* a hand holding two: never four */
        uint32_t h = s->hands[seat], a = h & 0xFFu, b = h >> 8 & 0xFFu, c = h >> 16 & 0xFFu,
                 d = h >> 24;
        quads &= ~((a & (b | c | d)) | (b & (c | d)) | (c & d));
    }
    uint32_t keep = 0;
    for (int suit = 0; suit < 4; suit++) {
        uint32_t live = (uni >> (8 * suit)) & 0xFFu, merge = s->roem_merge[suit][live];
        if (merge && (quads & live)) {
            /* a merge into or out of such a rank is undone */
            int prev = -1;
            for (int i = 0; i < 8; i++) {
                int rank = s->strongest[suit][i] & 7;
                if (!((live >> rank) & 1)) continue;
                if (((merge >> rank) & 1) && prev >= 0 &&
                    (((quads >> rank) & 1) || ((quads >> prev) & 1)))
                    merge &= ~(1u << rank);
                prev = rank;
            }
        }
        keep |= (live & ~merge) << (8 * suit);
    }
    return keep;
}

/* The card whose value c (merged by roem_classes) takes: the next stronger of its suit
   among those valued. */
static int class_card(const Search *s, uint32_t uni, uint32_t valued, int c) {
    int suit = c >> 3, i = 0;
    while (s->strongest[suit][i] != c) i++;
    for (i--; !((valued >> s->strongest[suit][i]) & 1) || !((uni >> s->strongest[suit][i]) & 1);
         i--)
        ;
    return s->strongest[suit][i];
}

/* (mine, theirs) for the leader's team, from a new trick on, exactly. */
static Pair roem_boundary(Search *s, int leader) {
    if (!s->hands[leader]) return (Pair){0, 0};
    if (s->nodes >= s->next_check) check(s);
    uint64_t key[3] = {(uint64_t)s->hands[0] | (uint64_t)s->hands[1] << 32,
                       (uint64_t)s->hands[2] | (uint64_t)s->hands[3] << 32,
                       (uint64_t)leader};
    Entry *pair = &s->tt[mix(key) & (TT_SIZE - 2)];
    for (int i = 0; i < 2; i++)
        if (pair[i].gen == s->gen && pair[i].k[0] == key[0] && pair[i].k[1] == key[1] &&
            pair[i].k[2] == key[2]) return (Pair){pair[i].low, pair[i].high};
    uint8_t next[4];
    Pair found = roem_card(s, leader, next, 0, -WIDE, WIDE);
    int cards = popcount(s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3]);
    Entry *entry = &pair[0];
    if (pair[0].gen == s->gen && (pair[1].gen != s->gen || pair[1].cards < pair[0].cards))
        entry = &pair[1];
    entry->gen = s->gen;
    entry->cards = (uint8_t)cards;
    entry->k[0] = key[0];
    entry->k[1] = key[1];
    entry->k[2] = key[2];
    entry->low = (int16_t)found.mine;
    entry->high = (int16_t)found.theirs;
    entry->best = 32;
    return found;
}

/* The trick of cards closed by seat: (mine, theirs) for seat's team from it on. */
static Pair roem_close(Search *s, int leader, int seat, const uint8_t *cards) {
    int points = s->points[cards[0]] + s->points[cards[1]] + s->points[cards[2]] +
                 s->points[cards[3]] + trick_roem(s, cards);
    int winner = (leader + master_of(s, cards, 4)) & 3;
    if (!s->hands[winner]) points += s->last_trick;  /* the eighth trick */
    Pair next = roem_boundary(s, winner);
    next.mine += points;
    return ((winner ^ seat) & 1) ? (Pair){next.theirs, next.mine} : next;
}

/* (mine, theirs) for the team of the seat to move; fail-hard outside the window. */
static Pair roem_card(Search *s, int leader, uint8_t *cards, int n, int alpha, int beta) {
    int seat = (leader + n) & 3;
    uint32_t moves = legal(s, s->hands[seat], cards, n, n ? master_of(s, cards, n) : 0);
    Pair best = {0, 0};
    int best_diff = -WIDE;
    for (uint32_t mv = moves; mv; mv &= mv - 1) {
        int c = lowest(mv);
        s->nodes++;
        s->hands[seat] ^= 1u << c;
        cards[n] = (uint8_t)c;
        Pair r;
        if (n == 3) {
            r = roem_close(s, leader, seat, cards);
        } else {
            Pair t = roem_card(s, leader, cards, n + 1, -beta, -alpha);
            r = (Pair){t.theirs, t.mine};
        }
        s->hands[seat] ^= 1u << c;
        int diff = r.mine - r.theirs;
        if (diff > best_diff) {
            best = r;
            best_diff = diff;
            if (diff > alpha) {
                alpha = diff;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

static int roem_difference(Search *s, uint8_t *trick, int n, int leader, uint32_t keep,
                           int alpha, int beta);

/* The difference for seat's team once it has played trick[n] (its hand without it). */
static int roem_after(Search *s, uint8_t *trick, int n, int leader, int seat, uint32_t keep,
                      int alpha, int beta) {
    if (n < 3) return -roem_difference(s, trick, n + 1, leader, keep, -beta, -alpha);
    int points = s->points[trick[0]] + s->points[trick[1]] + s->points[trick[2]] +
                 s->points[trick[3]] + trick_roem(s, trick);
    int winner = (leader + master_of(s, trick, 4)) & 3;
    uint8_t next[4];
    if (!s->hands[winner]) {  /* the eighth trick */
        points += s->last_trick;
        return ((winner ^ seat) & 1) ? -points : points;
    }
    if (((winner ^ seat) & 1) == 0)
        return points + roem_difference(s, next, 0, winner, 0, alpha - points, beta - points);
    return -points - roem_difference(s, next, 0, winner, 0, -beta - points, -alpha - points);
}

/* The difference alone (mine less theirs) for the team of the seat to move, fail-soft:
 * what hints and reviews rank by, without the exact pair of each boundary that the
 * search above keeps. So its windows pass from trick to trick, its table keeps bounds
 * and the lead that proved best, its moves are ordered as the main search orders them
 * (killer leads too), it tries one card of each class of roem's equal cards
 * (roem_classes) and plays the last trick out at once: the same differences for a small
 * part of the cards tried. */
static int roem_difference(Search *s, uint8_t *trick, int n, int leader, uint32_t keep,
                           int alpha, int beta) {
    uint32_t uni = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
    for (int k = 0; k < n; k++) uni |= 1u << trick[k];
    Entry *entry = NULL;
    uint64_t key[3] = {0, 0, 0};
    int low = -WIDE, high = WIDE, a0 = alpha, b0 = beta, best_lead = 32;
    if (!n) {
        if (popcount(uni) == 4) {  /* the last trick plays itself */
            uint8_t last[4];
            int points = s->last_trick;
            for (int k = 0; k < 4; k++) {
                last[k] = (uint8_t)lowest(s->hands[(leader + k) & 3]);
                points += s->points[last[k]];
            }
            points += trick_roem(s, last);
            return (master_of(s, last, 4) & 1) ? -points : points;
        }
        if (s->nodes >= s->next_check) check(s);
        keep = roem_classes(s, uni);
        key[0] = (uint64_t)s->hands[0] | (uint64_t)s->hands[1] << 32;
        key[1] = (uint64_t)s->hands[2] | (uint64_t)s->hands[3] << 32;
        key[2] = (uint64_t)leader | 4u;
        Entry *pair = &s->tt[mix(key) & (TT_SIZE - 2)];
        int match = -1;
        for (int i = 0; i < 2; i++)
            if (pair[i].gen == s->gen && pair[i].k[0] == key[0] && pair[i].k[1] == key[1] &&
                pair[i].k[2] == key[2]) match = i;
        if (match < 0) {
            entry = &pair[0];
            if (pair[0].gen == s->gen && (pair[1].gen != s->gen || pair[1].cards < pair[0].cards))
                entry = &pair[1];
            entry->gen = 0;
        } else {
            entry = &pair[match];
            low = entry->low;
            high = entry->high;
            if (low >= beta) return low;
            if (high <= alpha || low == high) return high;
            if (low > alpha) alpha = low;
            if (high < beta) beta = high;
            best_lead = entry->best;
        }
    }
    int seat = (leader + n) & 3, m = n ? master_of(s, trick, n) : 0;
    uint32_t moves = legal(s, s->hands[seat], trick, n, m) & keep;
    Move list[8];
    int count;
    if (moves & (moves - 1)) {
        count = order_moves(s, moves, trick, n, m, leader, uni, list);
        if (best_lead < 32 && ((moves >> best_lead) & 1))
            for (int i = 0; i < count; i++)
                if (list[i].card == best_lead) {
                    for (int j = i; j > 0; j--) list[j] = list[j - 1];
                    list[0].card = best_lead;
                    break;
                }
    } else {
        count = 1;
        list[0].card = lowest(moves);
    }
    int value = -WIDE, best_card = 32;
    for (int i = 0; i < count; i++) {
        int c = list[i].card, v;
        s->nodes++;
        s->hands[seat] ^= 1u << c;
        trick[n] = (uint8_t)c;
        v = roem_after(s, trick, n, leader, seat, keep, alpha, beta);
        s->hands[seat] ^= 1u << c;
        if (v > value) {
            value = v;
            best_card = c;
            if (v > alpha) {
                alpha = v;
                if (v >= beta) {
                    if (!n) s->killer[popcount(uni) >> 2][seat] = (uint8_t)(c + 1);
                    if (i) {
                        uint16_t *learnt = &s->history[n][seat][c];
                        unsigned more = *learnt + (1u << (popcount(uni) >> 2));
                        *learnt = more > 0xFFFF ? 0xFFFF : (uint16_t)more;
                    }
                    break;
                }
            }
        }
    }
    if (entry) {
        if (value <= a0) { if (value < high) high = value; }
        else if (value >= b0) { if (value > low) low = value; }
        else low = high = value;
        entry->gen = s->gen;
        entry->cards = (uint8_t)popcount(uni);
        entry->k[0] = key[0];
        entry->k[1] = key[1];
        entry->k[2] = key[2];
        entry->low = (int16_t)(low < -30000 ? -30000 : low);
        entry->high = (int16_t)(high > 30000 ? 30000 : high);
        /* a search that failed low has no best lead: the one learnt before stays */
        entry->best = (uint8_t)(value <= a0 && best_lead < 32 ? best_lead : best_card);
    }
    return value;
}

/* run_search with roem: every legal card valued (mine in values, the difference in
   diffs); the position's value is the mine of the best difference (ties: more mine). */
static void run_roem(Search *s, const uint8_t *trick_in, int n, int leader, Answer *out) {
    uint8_t trick[4];
    memcpy(trick, trick_in, (size_t)n);
    int seat = (leader + n) & 3;
    uint32_t moves = legal(s, s->hands[seat], trick, n, n ? master_of(s, trick, n) : 0);
    out->roem = 1;
    out->valued = 0;
    out->value = 0;
    out->status = setjmp(s->out);
    if (out->status == 0 && (s->flags & ROEM_DIFFERENCE)) {
        /* each card's exact difference: its own full window (the table keeps what the
           cards before it learnt); one card of each class, the others take its value */
        uint32_t uni = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
        for (int k = 0; k < n; k++) uni |= 1u << trick[k];
        uint32_t keep = roem_classes(s, uni);
        int best = -WIDE, guess = 0;
        for (uint32_t mv = moves & keep; mv; mv &= mv - 1) {
            int c = lowest(mv), v = guess, low = -WIDE, high = WIDE;
            s->hands[seat] ^= 1u << c;
            trick[n] = (uint8_t)c;
            /* MTD(f): null windows from the last card's value, the table keeping the
               bounds each one proves, until they meet */
            while (low < high) {
                int beta = v == low ? v + 1 : v;
                v = roem_after(s, trick, n, leader, seat, keep, beta - 1, beta);
                if (v < beta) high = v;
                else low = v;
            }
            guess = v;
            s->hands[seat] ^= 1u << c;
            out->values[c] = out->diffs[c] = v;
            out->valued |= 1u << c;
            if (v > best) best = v;
        }
        for (uint32_t r = moves & ~keep; r; r &= r - 1) {
            int c = lowest(r);
            out->values[c] = out->diffs[c] = out->values[class_card(s, uni, out->valued, c)];
        }
        out->valued |= moves;
        out->value = best;
    } else if (out->status == 0) {
        int best_diff = -WIDE, best_mine = -WIDE;
        for (uint32_t mv = moves; mv; mv &= mv - 1) {
            int c = lowest(mv);
            s->hands[seat] ^= 1u << c;
            trick[n] = (uint8_t)c;
            Pair r;
            if (n == 3) {
                r = roem_close(s, leader, seat, trick);
            } else {
                Pair t = roem_card(s, leader, trick, n + 1, -WIDE, WIDE);
                r = (Pair){t.theirs, t.mine};
            }
            s->hands[seat] ^= 1u << c;
            out->values[c] = r.mine;
            out->diffs[c] = r.mine - r.theirs;
            out->valued |= 1u << c;
            if (out->diffs[c] > best_diff || (out->diffs[c] == best_diff && r.mine > best_mine)) {
                best_diff = out->diffs[c];
                best_mine = r.mine;
            }
        }
        out->value = best_mine;
    }
    out->nodes = s->nodes;
}

/* Solve the position of s (the trick on the table: n cards led by leader) into out,
   without the GIL: every legal card valued, or with every_card 0 one best card. */
static void run_search(Search *s, const uint8_t *trick_in, int n, int leader, int every_card,
                       Answer *out) {
    if (s->flags & ROEM) {
        run_roem(s, trick_in, n, leader, out);
        return;
    }
    out->roem = 0;
    uint8_t trick[4];
    memcpy(trick, trick_in, (size_t)n);
    uint32_t uni = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
    for (int k = 0; k < n; k++) uni |= 1u << trick[k];
    int remaining = s->last_trick;
    for (uint32_t u = uni; u; u &= u - 1) remaining += s->points[lowest(u)];
    int seat = (leader + n) & 3, m = n ? master_of(s, trick, n) : 0;
    uint32_t legal_cards = legal(s, s->hands[seat], trick, n, m);
    uint32_t keep = classes_with_table(s, uni);
    int *values = out->values;
    uint32_t valued = 0;
    int value = 0;
    out->status = setjmp(s->out);
    if (out->status == 0) {
        if (every_card) {
            int guess = remaining / 2, found;
            Move list[8];
            /* in the search's own order (solver._ordered's strongest-first lead order
               tried more cards): each value, found first, is the next card's guess */
            int count = order_moves(s, legal_cards & keep, trick, n, m, leader, uni, list);
            for (int i = 0; i < count; i++) {
                guess = converge_card(s, trick, n, leader, uni, keep, remaining,
                                      list[i].card, guess, &found);
                values[list[i].card] = guess;
                valued |= 1u << list[i].card;
            }
            /* a card outside keep has its class's value: that of the next stronger live
               card */
            uint32_t rest = legal_cards & ~keep;
            for (uint32_t r = rest; r; r &= r - 1) {
                int c = lowest(r), suit = c >> 3, i = 0;
                while (s->strongest[suit][i] != c) i++;
                for (i--; !((valued >> s->strongest[suit][i]) & 1) ||
                          !((uni >> s->strongest[suit][i]) & 1); i--)
                    ;
                values[c] = values[s->strongest[suit][i]];
            }
            valued |= rest;
            value = -1;
            for (uint32_t v = valued; v; v &= v - 1)
                if (values[lowest(v)] > value) value = values[lowest(v)];
        } else {
            int found;
            value = converge_card(s, trick, n, leader, uni, keep, remaining, -1,
                                  remaining / 2, &found);
            if (found == 32) found = lowest(legal_cards & keep);
            values[found] = value;
            valued = 1u << found;
        }
    }
    out->value = value;
    out->valued = valued;
    out->nodes = s->nodes;
}

/* {card: values[card]} over the cards valued. */
static PyObject *card_dict(uint32_t valued, const int *values) {
    PyObject *cards = PyDict_New();
    if (cards == NULL) return NULL;
    for (uint32_t v = valued; v; v &= v - 1) {
        int c = lowest(v);
        PyObject *key = PyLong_FromLong(c), *val = PyLong_FromLong(values[c]);
        if (key == NULL || val == NULL || PyDict_SetItem(cards, key, val) < 0) {
            Py_XDECREF(key);
            Py_XDECREF(val);
            Py_DECREF(cards);
            return NULL;
        }
        Py_DECREF(key);
        Py_DECREF(val);
    }
    return cards;
}

/* (value, {card: value}, nodes, {card: difference} or None) of an answer found
   (status 0); the differences with roem only. */
static PyObject *answer_tuple(const Answer *a) {
    PyObject *cards = card_dict(a->valued, a->values);
    if (cards == NULL) return NULL;
    PyObject *diffs = Py_None;
    if (a->roem) {
        diffs = card_dict(a->valued, a->diffs);
        if (diffs == NULL) {
            Py_DECREF(cards);
            return NULL;
        }
    } else {
        Py_INCREF(diffs);
    }
    return Py_BuildValue("(iNKN)", a->value, cards, (unsigned long long)a->nodes, diffs);
}

/* The table, the hands (a tuple of 4 masks) and the trick (up to 3 cards) of a call;
   -1 with an exception set when they are not. */
static int read_hands(PyObject *obj, uint32_t hands[4]) {
    if (!PyTuple_Check(obj) || PyTuple_GET_SIZE(obj) != 4) {
        PyErr_SetString(PyExc_ValueError, "hands: a tuple of 4 masks");
        return -1;
    }
    for (int k = 0; k < 4; k++)
        hands[k] = (uint32_t)PyLong_AsUnsignedLong(PyTuple_GET_ITEM(obj, k));
    return PyErr_Occurred() ? -1 : 0;
}

static int read_position(const uint8_t *blob, Py_ssize_t blob_size, PyObject *trick_obj,
                         uint8_t trick[4], int *n) {
    if (!table_fits(blob, blob_size)) {
        PyErr_SetString(PyExc_ValueError, "bad table");
        return -1;
    }
    if (!PyTuple_Check(trick_obj) || PyTuple_GET_SIZE(trick_obj) > 3) {
        PyErr_SetString(PyExc_ValueError, "trick: a tuple of up to 3 cards");
        return -1;
    }
    *n = (int)PyTuple_GET_SIZE(trick_obj);
    for (int k = 0; k < *n; k++)
        trick[k] = (uint8_t)PyLong_AsLong(PyTuple_GET_ITEM(trick_obj, k));
    return PyErr_Occurred() ? -1 : 0;
}

static PyObject *native_solve(PyObject *self, PyObject *args) {
    const uint8_t *blob;
    Py_ssize_t blob_size;
    int flags, leader, every_card, same_deal, n;
    unsigned long long cap;
    PyObject *hands_obj, *trick_obj, *stop;
    uint32_t hands[4];
    uint8_t trick[4];
    if (!PyArg_ParseTuple(args, "y#iOOipKOp", &blob, &blob_size, &flags, &hands_obj, &trick_obj,
                          &leader, &every_card, &cap, &stop, &same_deal))
        return NULL;
    if (read_position(blob, blob_size, trick_obj, trick, &n) < 0 ||
        read_hands(hands_obj, hands) < 0)
        return NULL;
    Table *tt = take_table();
    Search *s = tt == NULL ? NULL : new_search(tt, blob, flags, hands, trick, n, cap, stop,
                                               same_deal);
    if (s == NULL) {
        if (tt != NULL) give_table(tt);
        return PyErr_NoMemory();
    }
    Answer answer;
    PyThreadState *thread = PyEval_SaveThread();
    run_search(s, trick, n, leader & 3, every_card, &answer);
    PyEval_RestoreThread(thread);
    give_table(tt);
    free(s);
    if (answer.status)
        return Py_BuildValue("(iOOKO)", answer.status, Py_None, Py_None,
                             (unsigned long long)answer.nodes, Py_None);
    PyObject *found = answer_tuple(&answer);
    if (found == NULL) return NULL;
    PyObject *result = Py_BuildValue("(iOOOO)", 0, PyTuple_GET_ITEM(found, 0),
                                     PyTuple_GET_ITEM(found, 1), PyTuple_GET_ITEM(found, 2),
                                     PyTuple_GET_ITEM(found, 3));
    Py_DECREF(found);
    return result;
}

/* One thread of a run of sampled deals: solve the next deal not yet handed out, until
   the run is over, then record which deals count (a deal counts once every deal before
   it is known to count). */
typedef struct { Samples *run; Table *tt; } Worker;

static void *solve_deals(void *arg) {
    Worker *w = arg;
    Samples *run = w->run;
    for (;;) {
        pthread_mutex_lock(&run->lock);
        int i = run->next;
        if (i >= run->cutoff || run->status) {
            pthread_mutex_unlock(&run->lock);
            return NULL;
        }
        run->next++;
        uint64_t cap = run->budget - run->spent;
        pthread_mutex_unlock(&run->lock);
        Answer *a = &run->answers[i];
        Search *s = new_search(w->tt, run->blob, run->flags, run->hands[i], run->trick, run->n,
                               cap ? cap : 1, run->stop, 0);
        if (s == NULL) {
            a->status = NO_MEMORY;
        } else {
            s->samples = run;
            s->index = i;
            run_search(s, run->trick, run->n, run->leader, run->every_card, a);
            free(s);
        }
        pthread_mutex_lock(&run->lock);
        run->finished[i] = 1;
        while (run->counted < run->cutoff && run->finished[run->counted]) {
            Answer *next = &run->answers[run->counted];
            if (next->status == STOPPED || next->status == NO_MEMORY) run->status = next->status;
            if (next->status || next->nodes > run->budget - run->spent) {
                __atomic_store_n(&run->cutoff, run->counted, __ATOMIC_RELAXED);
                break;
            }
            __atomic_store_n(&run->spent, run->spent + next->nodes, __ATOMIC_RELAXED);
            run->counted++;
        }
        pthread_mutex_unlock(&run->lock);
    }
}

static PyObject *native_solve_samples(PyObject *self, PyObject *args) {
    const uint8_t *blob;
    Py_ssize_t blob_size;
    int flags, leader, every_card, threads;
    unsigned long long budget;
    PyObject *deals_obj, *trick_obj, *stop;
    Samples run;
    memset(&run, 0, sizeof(run));
    if (!PyArg_ParseTuple(args, "y#iOOipKOi", &blob, &blob_size, &flags, &deals_obj, &trick_obj,
                          &leader, &every_card, &budget, &stop, &threads))
        return NULL;
    if (read_position(blob, blob_size, trick_obj, run.trick, &run.n) < 0) return NULL;
    if (!PyList_Check(deals_obj)) {
        PyErr_SetString(PyExc_ValueError, "deals: a list of hands");
        return NULL;
    }
    run.count = (int)PyList_GET_SIZE(deals_obj);
    uint32_t (*hands)[4] = calloc((size_t)run.count + 1, sizeof(*hands));
    run.answers = calloc((size_t)run.count + 1, sizeof(Answer));
    run.finished = calloc((size_t)run.count + 1, 1);
    Table *tables[MAX_THREADS];
    int taken = 0;
    if (threads < 1) threads = 1;
    if (threads > MAX_THREADS) threads = MAX_THREADS;
    if (threads > run.count) threads = run.count ? run.count : 1;
    PyObject *result = NULL;
    if (hands == NULL || run.answers == NULL || run.finished == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (int i = 0; i < run.count; i++)
        if (read_hands(PyList_GET_ITEM(deals_obj, i), hands[i]) < 0) goto done;
    while (taken < threads && (tables[taken] = take_table()) != NULL) taken++;
    if (!taken) {
        PyErr_NoMemory();
        goto done;
    }
    run.blob = blob;
    run.flags = flags;
    run.leader = leader & 3;
    run.every_card = every_card;
    run.hands = (const uint32_t (*)[4])hands;
    run.stop = stop;
    run.cutoff = run.count;
    run.budget = budget;
    pthread_mutex_init(&run.lock, NULL);
    Worker workers[MAX_THREADS];
    pthread_t ids[MAX_THREADS];
    int started = 0;
    PyThreadState *thread = PyEval_SaveThread();
    for (int k = 0; k < taken; k++) workers[k] = (Worker){&run, tables[k]};
    /* this thread solves too; a thread that cannot be started leaves its share to the
       others */
    for (int k = 1; k < taken; k++)
        if (pthread_create(&ids[started], NULL, solve_deals, &workers[k]) == 0) started++;
    solve_deals(&workers[0]);
    for (int k = 0; k < started; k++) pthread_join(ids[k], NULL);
    PyEval_RestoreThread(thread);
    pthread_mutex_destroy(&run.lock);
    if (run.status == NO_MEMORY) {
        PyErr_NoMemory();
        goto done;
    }
    PyObject *solved = PyList_New(0);
    if (solved == NULL) goto done;
    for (int i = 0; i < run.counted; i++) {
        PyObject *one = answer_tuple(&run.answers[i]);
        if (one == NULL || PyList_Append(solved, one) < 0) {
            Py_XDECREF(one);
            Py_DECREF(solved);
            goto done;
        }
        Py_DECREF(one);
    }
    result = Py_BuildValue("(iN)", run.status == STOPPED ? STOPPED : 0, solved);
done:
    while (taken) give_table(tables[--taken]);
    free(hands);
    free(run.answers);
    free(run.finished);
    return result;
}

static PyMethodDef methods[] = {
    {"solve", native_solve, METH_VARARGS,
     "solve(table, flags, hands, trick, leader, every_card, cap, stop, same_deal) -> "
     "(status, value, {card: value}, nodes); status 1: past cap, 2: stopped"},
    {"solve_samples", native_solve_samples, METH_VARARGS,
     "solve_samples(table, flags, [hands...], trick, leader, every_card, budget, stop, "
     "threads) -> (status, [(value, {card: value}, nodes)...]): the first deals whose "
     "solves fit in budget cards tried; status 2: stopped"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.search._native",
    "The double-dummy search of engine.search.solver, compiled (see engine/search/solver.py).", -1,
    methods,
};

PyMODINIT_FUNC PyInit__native(void) {
    fill_same_roem();
    return PyModule_Create(&module);
}
