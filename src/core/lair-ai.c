/* lair-ai.c — the computer player
 *
 * The Normal player follows the design's stay/leave logic with these
 * readings: "shrink my odds of leaving by 98 %" multiplies them by 0.02;
 * RumorLeave is a room number (R + X − 1.5·X), unset until the first scout
 * report and never lowered; BestInChest is the best chest among the other
 * seats; rules that need a warning seen are skipped before the first
 * warning; leave rules are skipped when Leave is not offered; the remaining
 * option is drawn uniformly; a random number is drawn only when a rule that
 * needs one is reached.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lair-expert.h"
#include "lair-game-private.h"
#include "lair-rules.h"

/* How often an Easy player does not think and picks any option */
#define EASY_INATTENTION 0.25

/* How much a Hard player counts the gems its staying keeps from the
 * others, against one rival; spread over more of them */
#define HARD_DENIAL 0.5

/**
 * lair_personality_draw:
 * @personality: (out): the variables
 * @kind: the kind of player
 * @n_players: N
 * @rng: the seat's stream
 *
 * Draws, in this order, the post-warning delay, the extra chance to leave,
 * the hard expected-value cutoff, the good take and the attention. Easy
 * players draw from ranges shifted timid and inattentive, and at a
 * quarter of their decisions pick any option without thinking.
 */
void
lair_personality_draw (LairPersonality *personality,
                       LairAiKind       kind,
                       guint            n_players,
                       LairRng         *rng)
{
  gint n = (gint) n_players;

  if (kind == LAIR_AI_EASY)
    {
      personality->post_warning_delay = lair_rng_range (rng, 0, 2);
      personality->leave_extra = lair_rng_uniform (rng, 0.05, 0.25);
      personality->ev_cutoff = lair_rng_uniform (rng, -1.2, 0.0);
      personality->good_take = lair_rng_range (rng, n, 3 * n + 1);
      personality->attention = lair_rng_uniform (rng, 0.10, 0.40);
      return;
    }

  personality->post_warning_delay = lair_rng_range (rng, 0, 3);
  personality->leave_extra = lair_rng_uniform (rng, 0.0, 0.16);
  personality->ev_cutoff = lair_rng_uniform (rng, -1.5, -0.1);
  personality->good_take = lair_rng_range (rng, n, 4 * n + 1);
  personality->attention = lair_rng_uniform (rng, 0.45, 0.95);
  /* two Hard players must not be one player twice: they would always
   * leave together and share what either would have taken alone */
  personality->nerve = kind == LAIR_AI_HARD || kind == LAIR_AI_EXPERT
                       ? lair_rng_uniform (rng, 0.5, 1.5) : 1.0;
}

/* The @nth set bit of @options, counting from 0. */
static LairChoice
nth_option (guint32 options,
            guint   nth)
{
  g_assert (options != 0);
  while (nth-- > 0)
    options &= options - 1;
  return (LairChoice) __builtin_ctz (options);
}

/* Uniform among @options; no draw when only one is left. */
static LairChoice
pick_uniform (LairSeatState *seat,
              guint32        options)
{
  g_assert (options != 0);
  if (lair_single_bit (options))
    return nth_option (options, 0);
  return nth_option (options, lair_rng_below (&seat->rng, lair_popcount (options)));
}

static inline guint32
seat_options (const LairGame *game,
              guint           seat)
{
  return game->phase == LAIR_PHASE_DECISION ? game->seats[seat].options : 0;
}

static LairChoice
monte_winner (const LairRoom *room)
{
  for (guint k = 0; k < 3; k++)
    if (room->outcome[k] == 2)
      return LAIR_CHOICE_CARD1 + k;
  return LAIR_CHOICE_CARD1;
}

static gboolean
is_monte (const LairGame *game)
{
  const LairRoom *room = lair_game_current_room (game);

  return game->decision == LAIR_DECISION_ROOM &&
         room->kind == LAIR_ROOM_ADVENTURE && room->adventure == LAIR_ADVENTURE_MONTE;
}

/* Without Leave: the Monte logic, or one of the rest at random. */
static inline G_ALWAYS_INLINE LairChoice
pick_staying (LairGame      *game,
              LairSeatState *seat,
              guint32        options,
              double         attention)
{
  options &= ~LAIR_OPTION (LAIR_CHOICE_LEAVE);

  /* most often only Stay is left: no draw then, and Monte offers three */
  if (lair_single_bit (options))
    return nth_option (options, 0);

  if (is_monte (game) && lair_rng_double (&seat->rng) < attention)
    return monte_winner (lair_game_current_room (game));

  return pick_uniform (seat, options);
}

static gint
best_other_chest (const LairGame *game,
                  guint           me)
{
  gint best = 0;

  for (guint i = 0; i < game->n; i++)
    if (i != me)
      best = MAX (best, game->seats[i].chest);
  return best;
}

/* What every Normal seat reads of a decision, read once for all of them */
typedef struct {
  gboolean last;            /* the last dungeon */
  gint room_number;
  double take;
  double odds;
  double stay_value;        /* (1 − odds) · rumor */
  gint inside_shares;
  gint first_warning_room;
  /* the last seat's stake, (1 − odds) · rumor · shares / Σshares: most
   * seats have the same shares, and the division is the slow part */
  gint stake_shares;
  double stake;
  /* in the last dungeon, best_other_chest() for every seat: the best
   * chest, the first seat that has it and the best of the others */
  gint best_chest;
  guint best_seat;
  gint second_chest;
} Turn;

static inline void
turn_init (Turn           *turn,
           const LairGame *game)
{
  turn->last = game->dungeon == LAIR_N_DUNGEONS - 1;
  turn->room_number = game->pos + 1;
  turn->take = game->take;
  turn->odds = game->odds;
  turn->stay_value = game->stay_value;
  turn->inside_shares = game->inside_shares;
  turn->first_warning_room = game->first_warning_room;
  turn->stake_shares = -1;
  turn->stake = 0.0;
  turn->best_chest = 0;
  turn->best_seat = 0;
  turn->second_chest = 0;
  if (turn->last)
    for (guint i = 0; i < game->n; i++)
      {
        gint chest = game->seats[i].chest;

        if (chest > turn->best_chest)
          {
            turn->second_chest = turn->best_chest;
            turn->best_chest = chest;
            turn->best_seat = i;
          }
        else if (chest > turn->second_chest)
          turn->second_chest = chest;
      }
}

/* best_other_chest(), read off the turn */
static inline gint
turn_best_other_chest (const Turn *turn,
                       guint       me)
{
  return me == turn->best_seat ? turn->second_chest : turn->best_chest;
}

static inline double
turn_stake (Turn *turn,
            gint  shares)
{
  if (shares != turn->stake_shares)
    {
      turn->stake_shares = shares;
      turn->stake = turn->stay_value * shares / turn->inside_shares;
    }
  return turn->stake;
}

static inline G_ALWAYS_INLINE LairChoice
choose_normal (LairGame *game,
               Turn     *turn,
               guint     me)
{
  LairSeatState *seat = &game->seats[me];
  const LairPersonality *pers = &seat->personality;
  guint32 options = seat->options;

  if (lair_single_bit (options))
    return nth_option (options, 0);

  if (seat->level.kind == LAIR_AI_EASY && lair_rng_double (&seat->rng) < EASY_INATTENTION)
    return pick_uniform (seat, options);

  if (options & LAIR_OPTION (LAIR_CHOICE_LEAVE))
    {
      /* in the last dungeon a good take is four times higher and the
       * odds of leaving 98 % smaller */
      gboolean last = turn->last;
      gint room_number = turn->room_number;
      double good_take = last ? pers->good_take * 4.0 : pers->good_take;
      double take = turn->take;
      /* lair_game_expected_value(), with what all seats share read once */
      double ev = turn->inside_shares == 0 ? 0.0
                  : turn_stake (turn, seat->shares) - turn->odds * seat->hand;

      /* the rules that leave without a draw, all read before the first
       * draw: one branch for the four of them */
      gboolean leave = (ev <= pers->ev_cutoff) | (take >= good_take) |
                       (last && seat->hand + seat->chest + take >
                                turn_best_other_chest (turn, me) + (gint) game->n_inside - 1) |
                       (seat->has_rumor_leave && room_number >= seat->rumor_leave);

      if (leave)
        return LAIR_CHOICE_LEAVE;

      if (turn->first_warning_room > 0 &&
          room_number - turn->first_warning_room >= pers->post_warning_delay &&
          seat->hand >= 1)
        {
          double leave_odds = 0.5 * turn->odds + pers->leave_extra;

          if (last)
            leave_odds *= 0.02;
          if (lair_rng_double (&seat->rng) < leave_odds)
            return LAIR_CHOICE_LEAVE;
        }
    }

  return pick_staying (game, seat, options, pers->attention);
}

static LairChoice
choose_baseline (LairGame *game,
                 guint     me)
{
  LairSeatState *seat = &game->seats[me];
  guint32 options = seat_options (game, me);
  gboolean leave = FALSE;

  if (lair_single_bit (options))
    return nth_option (options, 0);

  if (options & LAIR_OPTION (LAIR_CHOICE_LEAVE))
    {
      switch ((int) seat->level.kind)
        {
        case LAIR_AI_WARNINGS:
          leave = seat->warnings_seen >= seat->level.param;
          break;
        case LAIR_AI_GEMS:
          leave = seat->hand >= seat->level.param;
          break;
        case LAIR_AI_RANDOM:
          leave = lair_rng_double (&seat->rng) < seat->level.param;
          break;
        default:
          break;
        }
    }
  if (leave)
    return LAIR_CHOICE_LEAVE;

  return pick_staying (game, seat, options, 0.0);
}

/* How many more rooms the seat would want to stay, roughly: the rooms
 * until the lair odds make the hand not worth the risk. */
static LairChoice
choose_hard_staying (LairGame *game,
                     guint     me,
                     guint32   options,
                     double    p)
{
  LairSeatState *seat = &game->seats[me];
  const LairRoom *room = lair_game_current_room (game);

  options &= ~LAIR_OPTION (LAIR_CHOICE_LEAVE);

  if (is_monte (game))
    return monte_winner (room);
  if (options & LAIR_OPTION (LAIR_CHOICE_PAY))
    return LAIR_CHOICE_PAY;
  if (options & LAIR_OPTION (LAIR_CHOICE_CARRY))
    return LAIR_CHOICE_CARRY;          /* worth +1/3 gem a room on average */
  if ((options & LAIR_OPTION (LAIR_CHOICE_EAT)) && seat->shares < LAIR_SHARES_MAX)
    return LAIR_CHOICE_EAT;            /* ×2 or ×½: worth 1.25 shares on average */
  if (options & LAIR_OPTION (LAIR_CHOICE_BANK4))
    {
      /* banking gives up a quarter of the gems: worth it once the spider is
       * likelier than that over the next rooms */
      double risk = 1.0 - pow (1.0 - p, 3.0);

      if (risk > 0.25)
        {
          if (options & LAIR_OPTION (LAIR_CHOICE_BANK12))
            return LAIR_CHOICE_BANK12;
          if (options & LAIR_OPTION (LAIR_CHOICE_BANK8))
            return LAIR_CHOICE_BANK8;
          return LAIR_CHOICE_BANK4;
        }
      return LAIR_CHOICE_STAY;
    }
  if (options & LAIR_OPTION (LAIR_CHOICE_DEAL3))
    {
      /* the cash is safe; the hand is at risk for the extra rooms */
      double risk = 1.0 - pow (1.0 - MAX (p, 0.12), 2.0);

      if (risk * (seat->hand + 2) < 1.0)
        return LAIR_CHOICE_DEAL3;
      return LAIR_CHOICE_STAY;
    }
  if (options & LAIR_OPTION (LAIR_CHOICE_STAY))
    return LAIR_CHOICE_STAY;
  return pick_uniform (seat, options);
}

/* What @me banks by leaving alone now: the hand, the whole floor and the
 * coins left in the Sphinx branches it walked; @bars gets the bars taken. */
static gint
lone_leave_value (const LairGame *game,
                  guint           me,
                  gint           *bars)
{
  const LairSeatState *seat = &game->seats[me];
  gint value = seat->hand + game->floor_gems + lair_game_get_floor_bar_value (game);

  for (guint part = 0; part < LAIR_N_SPHINX_PARTS; part++)
    if (seat->branch[part] >= 0)
      value += game->branch_coins[part][seat->branch[part]];
  *bars = (gint) game->n_floor_bars;
  return value;
}

/* The last dungeon decides the game, not the gems. A chest never shrinks,
 * so every other chest is the least that seat ends with: if leaving now,
 * even alone with the whole floor, cannot beat the best of them, leaving
 * loses for sure and only staying can still win. Once everybody else is
 * out their chests are final: leave the moment leaving wins.
 *
 * Returns: LEAVE, STAY (do not leave) or NONE (the usual weighing decides) */
static LairChoice
last_dungeon_verdict (const LairGame *game,
                      guint           me)
{
  const LairSeatState *seat = &game->seats[me];
  gint best = -1;
  gint best_bars = 0;
  gint score;
  gint bars;

  if (game->dungeon != LAIR_N_DUNGEONS - 1)
    return LAIR_CHOICE_NONE;

  for (guint i = 0; i < game->n; i++)
    if (i != me && (game->seats[i].chest > best ||
                    (game->seats[i].chest == best && game->seats[i].gold_bars > best_bars)))
      {
        best = game->seats[i].chest;
        best_bars = game->seats[i].gold_bars;
      }
  score = seat->chest + lone_leave_value (game, me, &bars);
  bars += seat->gold_bars;

  /* gold bars break a tie of money */
  if (score < best || (score == best && bars < best_bars))
    return LAIR_CHOICE_STAY;
  if (game->n_inside > 1)
    return LAIR_CHOICE_NONE;
  if (score > best || bars > best_bars)
    return LAIR_CHOICE_LEAVE;
  /* a full tie shares the win: keep it unless the next room is likelier
   * the lair than not */
  return game->odds >= 0.5 ? LAIR_CHOICE_LEAVE : LAIR_CHOICE_STAY;
}

static LairChoice
choose_hard (LairGame *game,
             guint     me)
{
  LairSeatState *seat = &game->seats[me];
  guint32 options = seat_options (game, me);
  gboolean last = game->dungeon == LAIR_N_DUNGEONS - 1;
  double p = game->odds;
  double rumor = game->rumor;
  guint inside = game->n_inside;
  gint total_shares = 0;
  double share;
  double floor_value;
  double at_stake;
  double gain;

  if (lair_single_bit (options))
    return nth_option (options, 0);

  for (guint i = 0; i < game->n; i++)
    if (game->seats[i].inside)
      total_shares += game->seats[i].shares;
  share = total_shares > 0 ? (double) seat->shares / total_shares : 0.0;

  floor_value = game->floor_gems + lair_game_get_floor_bar_value (game) +
                lair_game_get_branch_coins (game) / 2.0;

  if (options & LAIR_OPTION (LAIR_CHOICE_LEAVE))
    {
      LairChoice verdict = last_dungeon_verdict (game, me);
      /* what leaving now banks: the hand and a share of the floor, assuming
       * about a third of the others leave too */
      double leavers = 1.0 + (inside - 1) / 3.0;

      if (verdict == LAIR_CHOICE_LEAVE)
        return LAIR_CHOICE_LEAVE;
      if (verdict == LAIR_CHOICE_STAY)
        return choose_hard_staying (game, me, options, p);

      at_stake = seat->hand + floor_value / leavers;
      /* what one more room brings: its rumored gems, and the floor that
       * fewer players will share later */
      gain = (1.0 - p) * rumor * share * seat->personality.nerve;
      /* the game is won against the others, and the gems of a room one
       * stays through are gems they do not get: a leaver hands its share
       * to those who stay. That weighs most against a single rival. */
      if (inside > 1)
        gain *= 1.0 + HARD_DENIAL / (inside - 1);

      /* ahead in the last dungeon: protect the lead (behind, the verdict
       * above already keeps a losing hand in) */
      if (last && seat->chest + seat->hand > best_other_chest (game, me))
        gain *= 0.8;

      if (p > 0 && p * at_stake > gain)
        return LAIR_CHOICE_LEAVE;

      if (seat->has_rumor_leave && game->pos + 1 >= seat->rumor_leave + 1 &&
          p > 0 && at_stake > 0)
        return LAIR_CHOICE_LEAVE;
    }

  return choose_hard_staying (game, me, options, p);
}

/**
 * lair_ai_choose:
 * @game: a game at a decision
 * @seat: a seat inside
 *
 * Returns: the computer's choice for @seat, one of its options
 */
LairChoice
lair_ai_choose (LairGame *game,
                guint     seat)
{
  g_return_val_if_fail (seat < game->n, LAIR_CHOICE_NONE);

  if (seat_options (game, seat) == 0)
    return LAIR_CHOICE_NONE;

  switch (game->seats[seat].level.kind)
    {
    case LAIR_AI_HARD:
      return choose_hard (game, seat);
    case LAIR_AI_EXPERT:
      return lair_expert_choose_game (game, seat);
    case LAIR_AI_WARNINGS:
    case LAIR_AI_GEMS:
    case LAIR_AI_RANDOM:
      return choose_baseline (game, seat);
    case LAIR_AI_NORMAL:
    case LAIR_AI_EASY:
    case LAIR_N_AI_KINDS:
    default:
      {
        Turn turn;

        turn_init (&turn, game);
        return choose_normal (game, &turn, seat);
      }
    }
}

/**
 * lair_ai_choose_all:
 * @game: a game at a decision
 * @choices: (out caller-allocates) (array): one choice per seat
 *
 * lair_ai_choose() for every seat, %LAIR_CHOICE_NONE for the seats not
 * inside: the computers' whole turn in one call, with the Normal and Easy
 * players' logic inlined for lair_game_play_computers().
 */
void
lair_ai_choose_all (LairGame   *game,
                    LairChoice *choices)
{
  guint n = game->n;
  Turn turn;

  if (game->phase != LAIR_PHASE_DECISION)
    {
      for (guint i = 0; i < n; i++)
        choices[i] = LAIR_CHOICE_NONE;
      return;
    }

  turn_init (&turn, game);
  for (guint i = 0; i < n; i++)
    choices[i] = LAIR_CHOICE_NONE;
  for (FOR_INSIDE (game, i, m))
    {
      const LairSeatState *seat = &game->seats[i];

      if (seat->level.kind == LAIR_AI_NORMAL || seat->level.kind == LAIR_AI_EASY)
        choices[i] = choose_normal (game, &turn, i);
      else
        choices[i] = lair_ai_choose (game, i);
    }
}

/**
 * lair_personality_name:
 * @personality: a computer seat's personality
 * @level: its kind of player
 * @n_players: N
 *
 * A word for how the seat plays, shown beside its name so that players
 * can tell the computers apart: the trait its drawn variables stand out
 * in most, or the rule of a baseline.
 *
 * Returns: an untranslated string; pass it through gettext to show it
 */
const char *
lair_personality_name (const LairPersonality *personality,
                       const LairAiLevel     *level,
                       guint                  n_players)
{
  switch (level->kind)
    {
    case LAIR_AI_EASY:
      return N_("Daydreamer");
    case LAIR_AI_HARD:
      return personality->nerve >= 1.05 ? N_("Gambler") : N_("Strategist");
    case LAIR_AI_EXPERT:
      return personality->nerve >= 1.0 ? N_("Mastermind") : N_("Schemer");
    case LAIR_AI_WARNINGS:
      return N_("Heeds warnings");
    case LAIR_AI_GEMS:
      return N_("Counts gems");
    case LAIR_AI_RANDOM:
      return N_("Unpredictable");
    case LAIR_AI_NORMAL:
    case LAIR_N_AI_KINDS:
    default:
      break;
    }

  /* Normal: the variable furthest towards one end of its range */
  if (personality->leave_extra >= 0.12)
    return N_("Cautious");
  if (personality->post_warning_delay == 3 && personality->leave_extra < 0.06)
    return N_("Daring");
  if (personality->good_take >= 3 * (gint) n_players + 1)
    return N_("Greedy");
  if (personality->attention >= 0.85)
    return N_("Sharp-eyed");
  if (personality->ev_cutoff <= -1.2)
    return N_("Stubborn");
  return N_("Steady");
}

static const struct {
  const char *prefix;
  LairAiKind kind;
  gboolean integer;
  double max;
} baselines[] = {
  { "warnings:", LAIR_AI_WARNINGS, TRUE, 14 },
  { "gems:", LAIR_AI_GEMS, TRUE, 1000 },
  { "random:", LAIR_AI_RANDOM, FALSE, 1 },
};

/**
 * lair_ai_level_is_valid:
 * @level: a kind of computer player and its parameter
 *
 * Returns: whether @level is one lair_ai_level_parse() could give: a known
 *   kind, and for a baseline a parameter in its range (a whole number of
 *   warnings up to 14 or of gems up to 1000, a probability)
 */
gboolean
lair_ai_level_is_valid (const LairAiLevel *level)
{
  if (level->kind >= LAIR_N_AI_KINDS)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (baselines); i++)
    if (baselines[i].kind == level->kind)
      return isfinite (level->param) && level->param >= 0 && level->param <= baselines[i].max &&
             (!baselines[i].integer || level->param == floor (level->param));
  return TRUE;
}

/**
 * lair_ai_level_parse:
 * @text: `easy`, `normal`, `hard`, `warnings:K`, `gems:G` or `random:P`
 * @out: (out): the level
 *
 * Returns: whether @text names a level
 */
gboolean
lair_ai_level_parse (const char  *text,
                     LairAiLevel *out)
{
  if (g_str_equal (text, "easy") || g_str_equal (text, "normal") || g_str_equal (text, "hard") ||
      g_str_equal (text, "expert"))
    {
      out->kind = g_str_equal (text, "easy") ? LAIR_AI_EASY
                : g_str_equal (text, "hard") ? LAIR_AI_HARD
                : g_str_equal (text, "expert") ? LAIR_AI_EXPERT : LAIR_AI_NORMAL;
      out->param = 0;
      return TRUE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (baselines); i++)
    {
      LairAiLevel level = { baselines[i].kind, 0 };
      const char *arg;
      char *end = NULL;

      if (!g_str_has_prefix (text, baselines[i].prefix))
        continue;
      arg = text + strlen (baselines[i].prefix);
      if (*arg == '\0')
        return FALSE;
      level.param = g_ascii_strtod (arg, &end);
      if (*end != '\0' || !lair_ai_level_is_valid (&level))
        return FALSE;
      *out = level;
      return TRUE;
    }
  return FALSE;
}

char *
lair_ai_level_to_string (const LairAiLevel *level)
{
  switch (level->kind)
    {
    case LAIR_AI_EASY:
      return g_strdup ("easy");
    case LAIR_AI_HARD:
      return g_strdup ("hard");
    case LAIR_AI_EXPERT:
      return g_strdup ("expert");
    case LAIR_AI_WARNINGS:
      return g_strdup_printf ("warnings:%g", level->param);
    case LAIR_AI_GEMS:
      return g_strdup_printf ("gems:%g", level->param);
    case LAIR_AI_RANDOM:
      return g_strdup_printf ("random:%g", level->param);
    case LAIR_AI_NORMAL:
    case LAIR_N_AI_KINDS:
    default:
      return g_strdup ("normal");
    }
}
