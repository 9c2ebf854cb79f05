/* lair-scenario.c — reading scenario files
 *
 * Every error names the JSON path of the value at fault (0-based), so the
 * one line the CLI prints points at the typo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "lair-json-limits.h"
#include "lair-rules.h"
#include "lair-scenario.h"

G_DEFINE_QUARK (lair-scenario-error-quark, lair_scenario_error)

#define MAX_SEED ((G_GINT64_CONSTANT (1) << 53) - 1)

static gboolean G_GNUC_PRINTF (3, 4)
fail (GError    **error,
      const char *path,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, LAIR_SCENARIO_ERROR, 0, "%s: %s", path, message);
  return FALSE;
}

static gboolean
get_int (JsonNode   *node,
         const char *path,
         gint64      min,
         gint64      max,
         gint64     *out,
         GError    **error)
{
  gint64 value;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return fail (error, path, "expected an integer from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT, min, max);
  value = json_node_get_int (node);
  if (value < min || value > max)
    return fail (error, path, "expected an integer from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT, min, max);
  *out = value;
  return TRUE;
}

static const char *
get_string (JsonNode *node)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* A whole decimal number made of digits only, optionally negative. */
static gboolean
parse_number (const char *text,
              gint64      min,
              gint64      max,
              gint64     *out)
{
  return g_ascii_string_to_signed (text, 10, min, max, out, NULL);
}

static gboolean
parse_outcome (LairAdventure adventure,
               guint         part,
               const char   *text,
               LairRoom     *room,
               const char   *path,
               GError      **error)
{
  const LairAdventureInfo *info = lair_adventure_info (adventure);

  room->scripted = TRUE;

  if (!lair_adventure_has_outcome (adventure))
    return fail (error, path, "%s takes no outcome", lair_adventure_id (adventure));

  switch (info->draw)
    {
    case LAIR_DRAW_EITHER:
      if (lair_adventure_side_from_id (adventure, text, &room->outcome[0]))
        return TRUE;
      return fail (error, path, "expected adventure:%s or adventure:%s for %s",
                   info->sides[0], info->sides[1], info->id);

    case LAIR_DRAW_CARDS:
      {
        g_auto(GStrv) parts = g_strsplit (text, ",", -1);
        gint cards[3];
        gint used[3] = { 0 };

        lair_rules_monte_cards (part, cards);
        if (g_strv_length (parts) != 3)
          goto bad_cards;
        for (guint i = 0; i < 3; i++)
          {
            gint64 v;
            gboolean found = FALSE;

            if (!parse_number (parts[i], -4, 2, &v))
              goto bad_cards;
            for (guint k = 0; k < 3 && !found; k++)
              if (!used[k] && cards[k] == v)
                found = used[k] = TRUE;
            if (!found)
              goto bad_cards;
            room->outcome[i] = (gint8) v;
          }
        return TRUE;

      bad_cards:
        return fail (error, path, "expected the cards %d,%d,%d of part %u in some order",
                     cards[0], cards[1], cards[2], part);
      }

    case LAIR_DRAW_ROOM:
      {
        gint64 r;

        if (!parse_number (text, -16, 100, &r))
          return fail (error, path, "expected adventure:R with R a room number from -16 to 100");
        room->outcome[0] = (gint8) r;
        return TRUE;
      }

    case LAIR_DRAW_NONE:
    default:
      g_assert_not_reached ();
    }
}

static gboolean
parse_rooms (LairScenario *sc,
             guint         d,
             JsonNode     *node,
             const char   *path,
             GError      **error)
{
  LairDungeonScript *script = &sc->scripts[d];
  JsonArray *array;
  guint n;
  guint parts = 0;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, path, "expected a list of rooms");
  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n == 0 || n > LAIR_MAX_ROOMS)
    return fail (error, path, "expected 1 to %d rooms", LAIR_MAX_ROOMS);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *rpath = g_strdup_printf ("%s[%u]", path, i);
      const char *token = get_string (json_array_get_element (array, i));
      LairRoom *room = &script->rooms[i];
      gint64 v;

      memset (room, 0, sizeof *room);
      if (token == NULL)
        return fail (error, rpath, "expected a room token");

      if (g_str_has_prefix (token, "gems:"))
        {
          if (!parse_number (token + 5, 0, LAIR_MAX_LEVEL, &v))
            return fail (error, rpath, "expected gems:L with L from 0 to 14");
          room->kind = LAIR_ROOM_GEMS;
          room->arg = (guint8) v;
        }
      else if (g_str_equal (token, "gold"))
        room->kind = LAIR_ROOM_GOLD;
      else if (g_str_has_prefix (token, "warning:"))
        {
          if (!parse_number (token + 8, 1, LAIR_N_WARNING_TYPES, &v))
            return fail (error, rpath, "expected warning:T with T from 1 to 5");
          room->kind = LAIR_ROOM_WARNING;
          room->arg = (guint8) v;
        }
      else if (g_str_equal (token, "adventure") || g_str_has_prefix (token, "adventure:"))
        {
          room->kind = LAIR_ROOM_ADVENTURE;
          parts++;
          if (sc->has_adventures)
            {
              LairAdventure adventure = sc->adventures[d];

              if (parts > lair_adventure_n_rooms (adventure))
                return fail (error, rpath, "%s has at most %u parts",
                             lair_adventure_id (adventure), lair_adventure_n_rooms (adventure));
              room->adventure = adventure;
            }
          else if (parts > LAIR_MAX_PARTS)
            return fail (error, rpath, "an adventure has at most %d parts", LAIR_MAX_PARTS);

          if (token[9] == ':')
            {
              if (!sc->has_adventures)
                return fail (error, rpath, "an adventure outcome needs \"adventures\"");
              if (!parse_outcome (sc->adventures[d], parts, token + 10, room, rpath, error))
                return FALSE;
            }
        }
      else
        return fail (error, rpath, "expected one of gems:L, gold, warning:T, adventure, adventure:OUTCOME");
    }

  script->n_rooms = n;
  sc->scripted[d] = TRUE;
  return TRUE;
}

static gboolean
parse_moves (LairScenario *sc,
             guint         d,
             JsonNode     *node,
             const char   *path,
             GError      **error)
{
  JsonArray *rows;
  guint n_rows;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, path, "expected a list of rows");
  rows = json_node_get_array (node);
  n_rows = json_array_get_length (rows);
  sc->moves[d] = g_array_sized_new (FALSE, FALSE, sizeof (LairChoice), n_rows * sc->players);

  for (guint r = 0; r < n_rows; r++)
    {
      g_autofree char *rpath = g_strdup_printf ("%s[%u]", path, r);
      JsonNode *row_node = json_array_get_element (rows, r);
      JsonArray *row;

      if (!JSON_NODE_HOLDS_ARRAY (row_node) ||
          json_array_get_length (row = json_node_get_array (row_node)) != sc->players)
        return fail (error, rpath, "expected a row of %u entries", sc->players);

      for (guint s = 0; s < sc->players; s++)
        {
          g_autofree char *spath = g_strdup_printf ("%s[%u]", rpath, s);
          const char *token = get_string (json_array_get_element (row, s));
          LairChoice choice = LAIR_CHOICE_NONE;

          if (token == NULL)
            return fail (error, spath, "expected a choice or -");
          /* a computer seat's choice may be given too: a recorded decision */
          if (!g_str_equal (token, "-") && !lair_choice_from_id (token, &choice))
            {
              g_autoptr(GString) all = g_string_new (NULL);

              lair_options_to_string ((1u << LAIR_N_CHOICES) - 1, ", ", all);
              return fail (error, spath, "expected - or one of %s", all->str);
            }
          g_array_append_val (sc->moves[d], choice);
        }
    }
  return TRUE;
}

static gboolean
parse_dungeon (LairScenario *sc,
               guint         d,
               JsonNode     *node,
               GError      **error)
{
  g_autofree char *path = g_strdup_printf ("$.dungeons[%u]", d);
  g_autoptr(GList) members = NULL;
  JsonObject *object;

  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, path, "expected an object or null");

  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l; l = l->next)
    if (!g_str_equal (l->data, "rooms") && !g_str_equal (l->data, "moves"))
      return fail (error, path, "unknown key \"%s\"", (const char *) l->data);

  if (json_object_has_member (object, "rooms"))
    {
      g_autofree char *rpath = g_strconcat (path, ".rooms", NULL);

      if (!parse_rooms (sc, d, json_object_get_member (object, "rooms"), rpath, error))
        return FALSE;
    }
  if (json_object_has_member (object, "moves"))
    {
      g_autofree char *mpath = g_strconcat (path, ".moves", NULL);

      if (!parse_moves (sc, d, json_object_get_member (object, "moves"), mpath, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_root (LairScenario *sc,
            JsonNode     *root,
            GError      **error)
{
  static const char * const known[] = { "format", "players", "seed", "computers", "levels", "adventures",
                                        "dungeons", NULL };
  g_autoptr(GList) members = NULL;
  JsonObject *object;
  gint64 v;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, "$", "expected an object");
  object = json_node_get_object (root);

  members = json_object_get_members (object);
  for (GList *l = members; l; l = l->next)
    if (!g_strv_contains ((const char * const *) known, l->data))
      {
        g_autofree char *path = g_strdup_printf ("$.%s", (const char *) l->data);
        return fail (error, path, "unknown key");
      }

  if (json_object_has_member (object, "format"))
    {
      if (!get_int (json_object_get_member (object, "format"), "$.format", 1, MAX_SEED, &v, error))
        return FALSE;
      if (v > LAIR_SCENARIO_FORMAT)
        return fail (error, "$.format", "format %" G_GINT64_FORMAT " is newer than this program's (%d)",
                     v, LAIR_SCENARIO_FORMAT);
    }

  if (!json_object_has_member (object, "players"))
    return fail (error, "$", "missing key \"players\"");
  if (!get_int (json_object_get_member (object, "players"), "$.players", 1, LAIR_MAX_PLAYERS, &v, error))
    return FALSE;
  sc->players = (guint) v;

  sc->seed = 1;
  if (json_object_has_member (object, "seed"))
    {
      if (!get_int (json_object_get_member (object, "seed"), "$.seed", 0, MAX_SEED, &v, error))
        return FALSE;
      sc->seed = (guint64) v;
    }

  if (json_object_has_member (object, "computers"))
    {
      JsonNode *node = json_object_get_member (object, "computers");
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        return fail (error, "$.computers", "expected a list of seat numbers");
      array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *path = g_strdup_printf ("$.computers[%u]", i);

          if (!get_int (json_array_get_element (array, i), path, 1, sc->players, &v, error))
            return FALSE;
          if (sc->computers & (1u << (v - 1)))
            return fail (error, path, "seat %" G_GINT64_FORMAT " is listed twice", v);
          sc->computers |= 1u << (v - 1);
        }
    }

  if (json_object_has_member (object, "levels"))
    {
      JsonNode *node = json_object_get_member (object, "levels");
      g_autoptr(GList) seats = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (error, "$.levels", "expected an object from seat numbers to levels");
      seats = json_object_get_members (json_node_get_object (node));
      for (GList *l = seats; l; l = l->next)
        {
          g_autofree char *path = g_strdup_printf ("$.levels.%s", (const char *) l->data);
          const char *text = get_string (json_object_get_member (json_node_get_object (node), l->data));
          guint64 seat = 0;
          LairAiLevel level;

          if (!g_ascii_string_to_unsigned (l->data, 10, 1, sc->players, &seat, NULL))
            return fail (error, path, "expected a seat number from 1 to %u", sc->players);
          if (!((sc->computers >> (seat - 1)) & 1))
            return fail (error, path, "seat %" G_GUINT64_FORMAT " is not a computer seat", seat);
          if (text == NULL || !lair_ai_level_parse (text, &level))
            return fail (error, path, "expected easy, normal, hard, expert, warnings:K, gems:G or random:P");
          sc->levels[seat - 1] = level;
        }
    }

  if (json_object_has_member (object, "adventures"))
    {
      JsonNode *node = json_object_get_member (object, "adventures");
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (array = json_node_get_array (node)) != LAIR_N_DUNGEONS)
        return fail (error, "$.adventures", "expected a list of five adventures");
      for (guint i = 0; i < LAIR_N_DUNGEONS; i++)
        {
          g_autofree char *path = g_strdup_printf ("$.adventures[%u]", i);
          const char *id = get_string (json_array_get_element (array, i));
          LairAdventure adventure;

          if (id == NULL || !lair_adventure_from_id (id, &adventure))
            return fail (error, path, "expected one of banker, sun-moon, ferryman, monte, sphinx, "
                         "scout, mushroom, poison, devil, little-people");
          for (guint k = 0; k < i; k++)
            if (sc->adventures[k] == adventure)
              return fail (error, path, "%s is already the adventure of dungeon %u", id, k + 1);
          sc->adventures[i] = adventure;
        }
      sc->has_adventures = TRUE;
    }

  if (json_object_has_member (object, "dungeons"))
    {
      JsonNode *node = json_object_get_member (object, "dungeons");
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (array = json_node_get_array (node)) > LAIR_N_DUNGEONS)
        return fail (error, "$.dungeons", "expected a list of at most five dungeons");
      for (guint d = 0; d < json_array_get_length (array); d++)
        if (!parse_dungeon (sc, d, json_array_get_element (array, d), error))
          return FALSE;
    }
  return TRUE;
}

/**
 * lair_scenario_parse:
 * @data: the file's contents
 * @length: its length, or -1 if nul-terminated
 * @error: where to report the first error, as "PATH: message"
 *
 * Returns: (transfer full) (nullable): the scenario
 */
LairScenario *
lair_scenario_parse (const char *data,
                     gssize      length,
                     GError    **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(LairScenario) sc = g_new0 (LairScenario, 1);
  g_autoptr(GError) local_error = NULL;

  if (length < 0)
    length = (gssize) strlen (data);
  /* before json-glib sees it: nested deep enough, it would crash */
  if (!lair_json_check_limits (data, (gsize) length, &local_error))
    {
      fail (error, "$", "%s", local_error->message);
      return NULL;
    }
  if (!g_utf8_validate (data, length, NULL))
    {
      fail (error, "$", "not valid UTF-8");
      return NULL;
    }
  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      fail (error, "$", "not valid JSON: %s", local_error->message);
      return NULL;
    }
  if (!parse_root (sc, json_parser_get_root (parser), error))
    return NULL;

  return g_steal_pointer (&sc);
}

void
lair_scenario_free (LairScenario *scenario)
{
  if (scenario == NULL)
    return;
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    g_clear_pointer (&scenario->moves[d], g_array_unref);
  g_free (scenario);
}

void
lair_scenario_to_config (const LairScenario *sc,
                         LairGameConfig     *config)
{
  lair_game_config_init (config, sc->players, sc->seed);
  config->computers = sc->computers;
  for (guint s = 0; s < sc->players; s++)
    if ((sc->computers >> s) & 1)
      config->levels[s] = sc->levels[s];
  config->has_adventures = sc->has_adventures;
  memcpy (config->adventures, sc->adventures, sizeof config->adventures);
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    config->scripts[d] = sc->scripted[d] ? &sc->scripts[d] : NULL;
}
