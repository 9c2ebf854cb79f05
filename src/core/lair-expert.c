/* lair-expert.c — the Expert computer player and the hint
 *
 * The Expert looks ahead by playing the rest of the game out. For every
 * option it plays many games to the end, each from a game sampled afresh
 * from what the table shows (lair_table_view_sample()): the rooms not yet
 * seen in a fresh order, fresh outcomes, fresh later dungeons. In those
 * games the other seats play at their own levels (Experts as Hard, humans
 * as Normal) and the Expert itself as Hard. It picks the option that wins
 * the most of them — winning the game, not gaining gems — but keeps Hard's
 * choice unless another option is better by more than the noise.
 *
 * Every option is played from the same sampled games (common random
 * numbers), so the differences between options are not drowned by the
 * luck of the draw. The samples come from a stream of the Expert's own,
 * seeded from a hash of the view, never from the game's streams: thinking
 * changes nothing in the game and thinking twice gives the same answer.
 *
 * Each seat's nerve, drawn with its personality, nudges close calls towards
 * staying or leaving, so that Expert seats do not all leave together.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "lair-expert.h"
#include "lair-table-view-private.h"

/* How many standard errors an option must beat Hard's choice by */
#define EXPERT_CONFIDENCE 1.5
/* How much, in win share, the nerve may tip a close call */
#define EXPERT_NERVE_TILT 0.01
#define EXPERT_STREAM G_GUINT64_CONSTANT (0x45585045525421)

static guint expert_rollouts = LAIR_EXPERT_DEFAULT_ROLLOUTS;

/**
 * lair_expert_get_rollouts:
 *
 * Returns: the number of games the Expert plays out per decision
 */
guint
lair_expert_get_rollouts (void)
{
  return g_atomic_int_get (&expert_rollouts);
}

/**
 * lair_expert_set_rollouts:
 * @rollouts: games to play out per decision, shared among the options
 *
 * Sets how hard the Expert thinks; call it before any game starts.
 */
void
lair_expert_set_rollouts (guint rollouts)
{
  g_atomic_int_set (&expert_rollouts, MAX (rollouts, 1));
}

static const char *choice_labels[LAIR_N_CHOICES] = {
  [LAIR_CHOICE_STAY]   = N_("Stay"),
  [LAIR_CHOICE_LEAVE]  = N_("Leave"),
  [LAIR_CHOICE_BANK4]  = N_("Turn 4 Gems into $3 and Stay"),
  [LAIR_CHOICE_BANK8]  = N_("Turn 8 Gems into $6 and Stay"),
  [LAIR_CHOICE_BANK12] = N_("Turn 12 Gems into $9 and Stay"),
  [LAIR_CHOICE_SUN]    = N_("Stand on The Sun and Stay"),
  [LAIR_CHOICE_MOON]   = N_("Stand on The Moon and Stay"),
  [LAIR_CHOICE_PAY]    = N_("Pay the Ferryman and Stay"),
  [LAIR_CHOICE_CARD1]  = N_("Pick Card #1 and Stay"),
  [LAIR_CHOICE_CARD2]  = N_("Pick Card #2 and Stay"),
  [LAIR_CHOICE_CARD3]  = N_("Pick Card #3 and Stay"),
  [LAIR_CHOICE_LEFT]   = N_("Take the Left Path and Stay"),
  [LAIR_CHOICE_RIGHT]  = N_("Take the Right Path and Stay"),
  [LAIR_CHOICE_EAT]    = N_("Eat a Portion of Mushroom and Stay"),
  [LAIR_CHOICE_DEAL3]  = N_("Stay 3 Times for $1"),
  [LAIR_CHOICE_DEAL4]  = N_("Stay 4 Times for $2"),
  [LAIR_CHOICE_DEAL5]  = N_("Stay 5 Times for $3"),
  [LAIR_CHOICE_CARRY]  = N_("Carry a Little Person"),
};

/**
 * lair_expert_choice_label:
 * @choice: a choice
 *
 * Returns: the choice's name for players, translated
 */
const char *
lair_expert_choice_label (LairChoice choice)
{
  g_return_val_if_fail (choice >= 0 && choice < LAIR_N_CHOICES, "");
  return _(choice_labels[choice]);
}

/* The level a seat plays at in the games played out: Experts as Hard (no
 * thinking inside thinking), people as Normal. */
static void
model_seats (LairGame *game)
{
  for (guint i = 0; i < game->n; i++)
    {
      LairSeatState *s = &game->seats[i];

      if (!s->computer)
        s->level = (LairAiLevel) { LAIR_AI_NORMAL, 0 };
      else if (s->level.kind == LAIR_AI_EXPERT)
        s->level = (LairAiLevel) { LAIR_AI_HARD, 0 };
      s->computer = TRUE;
    }
  game->config.computers = (1u << game->n) - 1;
}

/* Plays one sampled game out with @mine for @seat at the current decision.
 * Returns the seat's share of the win; @chest gets its money at the end. */
static double
play_out (const LairTableView *view,
          guint                seat,
          LairChoice           mine,
          guint64              seed,
          LairGame            *game,
          gint                *chest)
{
  LairChoice choices[LAIR_MAX_PLAYERS];
  LairRng rng;
  guint32 winners;

  lair_rng_init (&rng, seed, EXPERT_STREAM);
  lair_table_view_sample (view, &rng, game);
  model_seats (game);

  for (guint i = 0; i < game->n; i++)
    {
      if (!game->seats[i].inside)
        choices[i] = LAIR_CHOICE_NONE;
      else if (i == seat)
        choices[i] = mine;
      else
        choices[i] = lair_ai_choose (game, i);
    }
  if (!lair_game_decide (game, choices, NULL))
    g_assert_not_reached ();
  lair_game_play_computers (game);

  *chest = game->seats[seat].chest;
  winners = lair_game_get_winners (game);
  if (!(winners & (1u << seat)))
    return 0.0;
  return 1.0 / __builtin_popcount (winners);
}

/* What Hard would pick here, from the table alone. */
static LairChoice
hard_choice (const LairTableView *view,
             guint                seat,
             guint64              seed,
             LairGame            *game)
{
  LairRng rng;

  lair_rng_init (&rng, seed, EXPERT_STREAM);
  lair_table_view_sample (view, &rng, game);
  model_seats (game);
  game->seats[seat].level = (LairAiLevel) { LAIR_AI_HARD, 0 };
  return lair_ai_choose (game, seat);
}

static gboolean
stays (LairChoice choice)
{
  return choice != LAIR_CHOICE_LEAVE;
}

/**
 * lair_expert_advise:
 * @view: what the table shows, at a decision
 * @seat: a seat inside with options
 * @advice: (out): every option's share of simulated wins and the figures
 *   behind it
 *
 * Plays the rest of the game out from @view for every option of @seat.
 * Reads nothing but @view and draws only from a stream seeded by its hash.
 * Allocates nothing.
 */
void
lair_expert_advise (const LairTableView *view,
                    guint                seat,
                    LairExpertAdvice    *advice)
{
  guint32 options = lair_table_view_get_options (view, seat);
  const LairPersonality *personality;
  double sum_diff[LAIR_N_CHOICES] = { 0 };
  double sum_diff2[LAIR_N_CHOICES] = { 0 };
  double wins[LAIR_N_CHOICES];
  LairGame game;
  LairRng rng;
  LairChoice hard;
  guint hard_index = 0;
  guint rollouts;
  double best_score = -G_MAXDOUBLE;

  memset (advice, 0, sizeof *advice);
  advice->seat = seat;
  advice->odds = lair_table_view_get_odds (view);
  advice->rumor = lair_table_view_get_rumor (view);
  advice->stay_value = lair_table_view_seat_get_expected_value (view, seat);
  advice->hand = lair_table_view_seat_get_hand (view, seat);

  for (guint c = 0; c < LAIR_N_CHOICES; c++)
    if (options & LAIR_OPTION (c))
      advice->options[advice->n_options++].choice = (LairChoice) c;
  if (advice->n_options == 0)
    return;
  if (advice->n_options == 1)
    {
      advice->options[0].win = -1;
      advice->options[0].chest = -1;
      return;
    }

  lair_rng_init (&rng, lair_table_view_hash (view) ^ seat, EXPERT_STREAM);
  hard = hard_choice (view, seat, lair_rng_next (&rng), &game);
  for (guint k = 0; k < advice->n_options; k++)
    if (advice->options[k].choice == hard)
      hard_index = k;

  rollouts = MAX (lair_expert_get_rollouts () / advice->n_options, 4u);
  advice->rollouts = rollouts;
  for (guint r = 0; r < rollouts; r++)
    {
      guint64 seed = lair_rng_next (&rng);

      for (guint k = 0; k < advice->n_options; k++)
        {
          gint chest;

          wins[k] = play_out (view, seat, advice->options[k].choice, seed, &game, &chest);
          advice->options[k].win += wins[k];
          advice->options[k].chest += chest;
        }
      for (guint k = 0; k < advice->n_options; k++)
        {
          double d = wins[k] - wins[hard_index];

          sum_diff[k] += d;
          sum_diff2[k] += d * d;
        }
    }

  personality = lair_table_view_seat_get_personality (view, seat);
  advice->best = hard_index;
  for (guint k = 0; k < advice->n_options; k++)
    {
      double mean = sum_diff[k] / rollouts;
      double var = MAX (sum_diff2[k] / rollouts - mean * mean, 0.0);
      double se = sqrt (var / rollouts);
      double tilt = (personality->nerve - 1.0) * EXPERT_NERVE_TILT *
                    (stays (advice->options[k].choice) ? 1 : -1);
      double score = mean + tilt;

      advice->options[k].win /= rollouts;
      advice->options[k].chest /= rollouts;
      if (k != hard_index && mean + tilt <= EXPERT_CONFIDENCE * se)
        continue;
      if (score > best_score)
        {
          best_score = score;
          advice->best = k;
        }
    }
}

/**
 * lair_expert_choose:
 * @view: what the table shows, at a decision
 * @seat: a seat inside
 *
 * Returns: the Expert's choice for @seat
 */
LairChoice
lair_expert_choose (const LairTableView *view,
                    guint                seat)
{
  LairExpertAdvice advice;

  lair_expert_advise (view, seat, &advice);
  if (advice.n_options == 0)
    return LAIR_CHOICE_NONE;
  return advice.options[advice.best].choice;
}

/**
 * lair_expert_choose_game:
 * @game: a game at a decision
 * @seat: a seat inside
 *
 * The Expert's choice for @seat, from what the table of @game shows.
 *
 * Returns: the choice
 */
LairChoice
lair_expert_choose_game (const LairGame *game,
                         guint           seat)
{
  LairTableView view;

  lair_table_view_fill (&view, game);
  return lair_expert_choose (&view, seat);
}

static gint
percent (double share)
{
  return (gint) floor (share * 100.0 + 0.5);
}

/**
 * lair_expert_advice_sentence:
 * @advice: advice from lair_expert_advise()
 *
 * Returns: (transfer full): the advice in plain words, translated
 */
char *
lair_expert_advice_sentence (const LairExpertAdvice *advice)
{
  GString *text = g_string_new (NULL);
  const LairExpertOption *best;

  if (advice->n_options == 0)
    return g_string_free (text, FALSE);
  best = &advice->options[advice->best];
  if (advice->n_options == 1)
    {
      /* Translators: the only thing a player may do now, e.g. “Stay” */
      g_string_append_printf (text, _("%s: it is the only choice you have."),
                              lair_expert_choice_label (best->choice));
      return g_string_free (text, FALSE);
    }

  g_string_append_printf (text,
                          /* Translators: the hint's advice; %1$s is a choice such as “Leave”,
                           * then the lair odds in per cent, the gems in hand and the
                           * expected gain of staying in gems */
                          ngettext ("%1$s: the next room is the lair %2$d %% of the time and you hold %3$d gem; "
                                    "staying is worth %4$+.1f gems on average.",
                                    "%1$s: the next room is the lair %2$d %% of the time and you hold %3$d gems; "
                                    "staying is worth %4$+.1f gems on average.",
                                    advice->hand),
                          lair_expert_choice_label (best->choice),
                          percent (advice->odds), advice->hand, advice->stay_value);
  for (guint k = 0; k < advice->n_options; k++)
    {
      g_string_append_c (text, ' ');
      /* Translators: one option of the hint, e.g. “Leave” wins 41 % of simulated games. */
      g_string_append_printf (text, _("“%s” wins %d %% of simulated games."),
                              lair_expert_choice_label (advice->options[k].choice),
                              percent (advice->options[k].win));
    }
  return g_string_free (text, FALSE);
}
