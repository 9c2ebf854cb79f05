/* lair-cli.c — spider-lair-cli: replay and simulate games without a screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>
#include <unistd.h>

#include "lair-cli-history.h"
#include "lair-cli-stats.h"
#include "lair-expert.h"
#include "lair-json-limits.h"
#include "lair-scenario-export.h"
#include "lair-scenario.h"
#include "lair-simulate.h"
#include "lair-store.h"

static int
usage_error (GOptionContext *context,
             const char     *message)
{
  g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

  fprintf (stderr, "%s\n\n%s", message, help);
  return 2;
}

/* The best winning score and the deepest room of a history, for the
 * achievements that compare with earlier games; -1 without a history. */
static gboolean
history_bests (const char *db,
               gint       *best_score,
               gint       *deepest,
               GError    **error)
{
  g_autoptr(LairStore) store = NULL;
  LairStats stats;

  *best_score = *deepest = -1;
  if (db == NULL)
    return TRUE;
  store = lair_store_new_for_reading (db, error);
  if (store == NULL || !lair_store_get_stats (store, &stats, error))
    return FALSE;
  if (stats.games_played > 0)
    {
      *best_score = (gint) stats.highest_winning_score;
      *deepest = (gint) stats.max_depth;
    }
  return TRUE;
}

static int
cmd_replay (int    argc,
            char **argv)
{
  g_autofree char *db = NULL;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
      N_("Compare Highest Score and Deepest Explorer with this history (read only)"), "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE — replay a scenario file"));
  g_autoptr(GError) error = NULL;
  g_autoptr(LairScenario) scenario = NULL;
  g_autoptr(GString) out = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  GStatBuf st;

  gint best_score, deepest;

  g_option_context_set_summary (context, _("Plays the game a scenario file fixes and prints the result as JSON."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (context, error->message);
  if (argc != 2)
    return usage_error (context, _("replay takes one scenario file"));

  /* a file too large to be a scenario is refused before it is read */
  if (g_stat (argv[1], &st) == 0 && S_ISREG (st.st_mode) &&
      !lair_json_check_size ((guint64) st.st_size, &error))
    {
      fprintf (stderr, "%s: $: %s\n", argv[1], error->message);
      return 2;
    }

  if (!g_file_get_contents (argv[1], &contents, &length, &error))
    {
      fprintf (stderr, "%s: $: %s\n", argv[1], error->message);
      return 2;
    }

  if (!history_bests (db, &best_score, &deepest, &error))
    {
      fprintf (stderr, "%s: %s\n", db, error->message);
      return 1;
    }

  scenario = lair_scenario_parse (contents, (gssize) length, &error);
  out = g_string_new (NULL);
  if (scenario == NULL || !lair_scenario_replay (scenario, best_score, deepest, out, &error))
    {
      fprintf (stderr, "%s: %s\n", argv[1], error->message);
      return 2;
    }

  fwrite (out->str, 1, out->len, stdout);
  return 0;
}

static gboolean
parse_opponents (const char     *list,
                 guint           players,
                 LairAiLevel    *levels,
                 GError        **error)
{
  g_auto(GStrv) kinds = g_strsplit (list, ",", -1);
  guint n = g_strv_length (kinds);

  if (n != 1 && n != players)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--opponents names %u players for %u seats"), n, players);
      return FALSE;
    }
  for (guint i = 0; i < players; i++)
    if (!lair_ai_level_parse (g_strstrip (kinds[n == 1 ? 0 : i]), &levels[i]))
      {
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("Unknown player “%s”: expected easy, normal, hard, expert, warnings:K, gems:G or random:P"),
                     kinds[n == 1 ? 0 : i]);
        return FALSE;
      }
  return TRUE;
}

typedef struct {
  const LairSimulation *sim;
  LairStore *store;
  GError *error;
} Recording;

/* Writes one simulated game to the history; after a failure, no more. */
static void
record_game (const LairGameRecord *record,
             guint64               seed,
             gpointer              user_data)
{
  Recording *rec = user_data;
  LairGameRecord copy = *record;
  LairStoreGameInfo info = { 0 };
  char *names[LAIR_MAX_PLAYERS] = { NULL };
  char *levels[LAIR_MAX_PLAYERS] = { NULL };

  if (rec->error != NULL)
    return;

  info.seed = seed;
  for (guint i = 0; i < rec->sim->players; i++)
    {
      names[i] = g_strdup_printf (_("Computer %u"), i + 1);
      levels[i] = lair_ai_level_to_string (&rec->sim->levels[i]);
      info.seats[i].name = names[i];
      info.seats[i].level = levels[i];
    }
  lair_store_record_game (rec->store, &info, &copy, NULL, &rec->error);
  for (guint i = 0; i < rec->sim->players; i++)
    {
      g_free (names[i]);
      g_free (levels[i]);
    }
}

static int
cmd_advise (int    argc,
            char **argv)
{
  gint seat = 0;
  const GOptionEntry entries[] = {
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, N_("The seat to advise, from 1"), "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE --seat N — advise a seat"));
  g_autoptr(GError) error = NULL;
  g_autoptr(LairScenario) scenario = NULL;
  g_autoptr(GString) out = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  GStatBuf st;

  g_option_context_set_summary (context, _("Plays a scenario file up to the decision after its last "
                                           "row of moves and prints each option of the seat with its "
                                           "chance of winning the game, as JSON."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (context, error->message);
  if (argc != 2)
    return usage_error (context, _("advise takes one scenario file"));
  if (seat < 1 || seat > LAIR_MAX_PLAYERS)
    return usage_error (context, _("--seat must be from 1 to 9"));

  if (g_stat (argv[1], &st) == 0 && S_ISREG (st.st_mode) &&
      !lair_json_check_size ((guint64) st.st_size, &error))
    {
      fprintf (stderr, "%s: $: %s\n", argv[1], error->message);
      return 2;
    }
  if (!g_file_get_contents (argv[1], &contents, &length, &error))
    {
      fprintf (stderr, "%s: $: %s\n", argv[1], error->message);
      return 2;
    }

  scenario = lair_scenario_parse (contents, (gssize) length, &error);
  out = g_string_new (NULL);
  if (scenario == NULL || !lair_scenario_advise (scenario, (guint) seat - 1, out, &error))
    {
      fprintf (stderr, "%s: %s\n", argv[1], error->message);
      return 2;
    }

  fwrite (out->str, 1, out->len, stdout);
  return 0;
}

static int
cmd_stats (int    argc,
           char **argv)
{
  g_autofree char *db = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The history to read (default: the game’s own)"), "FILE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the statistics as JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("— print the statistics of the history"));
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (context, error->message);
  if (argc != 1)
    return usage_error (context, _("stats takes no file; use --db"));

  if (lair_cli_stats_print (db, json, &error) != 0)
    {
      fprintf (stderr, "%s\n", error != NULL ? error->message : _("Cannot read the history"));
      return 1;
    }
  return 0;
}

static int
cmd_export (int    argc,
            char **argv)
{
  g_autofree char *db = NULL;
  gint64 id = 0;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The history to read (default: the game’s own)"), "FILE" },
    { "game", 'g', 0, G_OPTION_ARG_INT64, &id, N_("The id of the game, as history lists it"), "ID" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("— print a recorded game as a scenario file"));
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GString) out = g_string_new (NULL);

  g_option_context_set_summary (context, _("Prints a game of the history as a scenario file that "
                                           "“spider-lair-cli replay” plays to the same result."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (context, error->message);
  if (argc != 1)
    return usage_error (context, _("export takes no file; use --db"));
  if (id <= 0)
    return usage_error (context, _("--game must name a game by its id"));

  store = lair_store_new_for_reading (db, &error);
  if (store == NULL || !lair_scenario_export_game (store, id, out, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  fwrite (out->str, 1, out->len, stdout);
  return 0;
}

static int
cmd_history (int    argc,
             char **argv)
{
  g_autofree char *db = NULL;
  g_autofree char *name = NULL;
  g_autofree char *sort_id = NULL;
  gboolean json = FALSE;
  gboolean ascending = FALSE;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The history to read (default: the game’s own)"), "FILE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the games as JSON"), NULL },
    { "player", 0, 0, G_OPTION_ARG_STRING, &name, N_("Only the games with a seat of this name"), "NAME" },
    { "sort", 0, 0, G_OPTION_ARG_STRING, &sort_id,
      N_("Sort by date, duration, players, score or depth (default: date)"), "COLUMN" },
    { "ascending", 0, 0, G_OPTION_ARG_NONE, &ascending, N_("Smallest first (default: largest first)"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("— list the games of the history"));
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  LairStoreSort sort = LAIR_STORE_SORT_DATE;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (context, error->message);
  if (argc != 1)
    return usage_error (context, _("history takes no file; use --db"));
  if (sort_id != NULL && !lair_cli_sort_from_id (sort_id, &sort))
    return usage_error (context, _("--sort must be date, duration, players, score or depth"));

  store = lair_store_new_for_reading (db, &error);
  if (store == NULL ||
      !lair_cli_list_history (store, name, sort, ascending, json, stdout, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  return 0;
}

static int
cmd_simulate (int    argc,
              char **argv)
{
  gint64 games = 1000;
  gint players = 4;
  gint64 seed = 1;
  gboolean json = FALSE;
  gboolean check = FALSE;
  gboolean record = FALSE;
  g_autofree char *db = NULL;
  g_autofree char *opponents = NULL;
  gint rollouts = LAIR_EXPERT_DEFAULT_ROLLOUTS;
  gint jobs = (gint) g_get_num_processors ();
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT64, &games, N_("Number of games (default 1000)"), "N" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Players per game, 1–9 (default 4)"), "P" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the first game (default 1)"), "S" },
    { "opponents", 'o', 0, G_OPTION_ARG_STRING, &opponents,
      N_("Player per seat, comma-separated: easy, normal, hard, expert, warnings:K, gems:G, random:P"), "LIST" },
    { "expert-rollouts", 0, 0, G_OPTION_ARG_INT, &rollouts,
      N_("Games an Expert plays out per decision (default 480)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the result as JSON"), NULL },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check, N_("Check that money is conserved after every step"), NULL },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs,
      N_("Threads to play on (default: one per processor); the games are the same for any number"), "N" },
    { "record", 0, 0, G_OPTION_ARG_NONE, &record, N_("Record every game in the history"), NULL },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The history to record in (default: the game’s own)"), "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("— play computer-only games"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  LairSimulation sim = { 0 };
  g_autofree LairSimulationResult *result = g_new0 (LairSimulationResult, 1);

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (context, error->message);
  if (argc != 1)
    return usage_error (context, _("simulate takes no file"));
  if (games < 1 || games > G_GINT64_CONSTANT (1000000000))
    return usage_error (context, _("--games must be from 1 to 1000000000"));
  if (players < 1 || players > LAIR_MAX_PLAYERS)
    return usage_error (context, _("--players must be from 1 to 9"));
  if (seed < 0)
    return usage_error (context, _("--seed must not be negative"));
  if (rollouts < 1 || rollouts > 1000000)
    return usage_error (context, _("--expert-rollouts must be from 1 to 1000000"));
  if (jobs < 1 || jobs > 1024)
    return usage_error (context, _("--jobs must be from 1 to 1024"));
  lair_expert_set_rollouts ((guint) rollouts);

  sim.games = (guint64) games;
  sim.players = (guint) players;
  sim.seed = (guint64) seed;
  sim.check = check;
  sim.jobs = (guint) jobs;
  sim.progress = isatty (STDERR_FILENO);
  for (guint i = 0; i < LAIR_MAX_PLAYERS; i++)
    sim.levels[i].kind = LAIR_AI_NORMAL;
  if (opponents != NULL && !parse_opponents (opponents, sim.players, sim.levels, &error))
    return usage_error (context, error->message);

  if (db != NULL && !record)
    return usage_error (context, _("--db goes with --record"));

  if (record)
    {
      Recording rec = { &sim, NULL, NULL };
      gboolean ok;

      rec.store = lair_store_new (db, &error);
      if (rec.store == NULL || !lair_store_get_writable (rec.store) ||
          !lair_store_get_usage (rec.store, sim.usage, &error) ||
          !lair_store_begin_batch (rec.store, &error))
        {
          fprintf (stderr, _("Cannot record in the history: %s\n"),
                   error != NULL ? error->message : _("it is read-only"));
          g_clear_object (&rec.store);
          return 1;
        }

      ok = lair_simulate (&sim, result, record_game, &rec, &error);
      if (ok && rec.error == NULL)
        {
          lair_store_set_usage (rec.store, result->usage, &rec.error);
          if (rec.error == NULL)
            lair_store_end_batch (rec.store, &rec.error);
        }
      g_clear_object (&rec.store);
      if (!ok)
        {
          fprintf (stderr, _("Invariant broken: %s\n"), error->message);
          return 1;
        }
      if (rec.error != NULL)
        {
          fprintf (stderr, _("Cannot record in the history: %s\n"), rec.error->message);
          g_error_free (rec.error);
          return 1;
        }
    }
  else if (!lair_simulate (&sim, result, NULL, NULL, &error))
    {
      fprintf (stderr, _("Invariant broken: %s\n"), error->message);
      return 1;
    }

  if (json)
    {
      lair_simulation_write_json (&sim, result, out);
      fprintf (stderr, _("%.0f games per second\n"), sim.games / MAX (result->seconds, 1e-9));
    }
  else
    lair_simulation_write_text (&sim, result, out);
  fwrite (out->str, 1, out->len, stdout);
  return 0;
}

static const struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} commands[] = {
  { "export", cmd_export, N_("Print a recorded game as a scenario file") },
  { "history", cmd_history, N_("List the games of the game history") },
  { "advise", cmd_advise, N_("Advise a seat at the decision after a scenario file’s last moves") },
  { "replay", cmd_replay, N_("Replay a scenario file and print the result as JSON") },
  { "simulate", cmd_simulate, N_("Play computer-only games and print win rates and statistics") },
  { "stats", cmd_stats, N_("Print the statistics of the game history") },
};

static int
usage (FILE *to)
{
  fprintf (to, "%s\n\n", _("Usage: spider-lair-cli COMMAND [OPTION…]"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (to, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (to, "\n%s\n", _("Run “spider-lair-cli COMMAND --help” for the options of a command."));
  return to == stderr ? 2 : 0;
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    return usage (stderr);
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    return usage (stdout);
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("spider-lair-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      {
        g_autofree char *prgname = g_strdup_printf ("spider-lair-cli %s", argv[1]);

        g_set_prgname (prgname);
        return commands[i].run (argc - 1, argv + 1);
      }

  fprintf (stderr, _("Unknown command “%s”\n\n"), argv[1]);
  return usage (stderr);
}
