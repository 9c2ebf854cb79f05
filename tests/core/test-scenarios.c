/* test-scenarios.c — every scenario file replays to its expectations
 *
 * tests/scenarios/NAME.json is replayed with spider-lair-cli. Beside it,
 * NAME.expect.json holds the parts of the output the rules decide, worked
 * out by hand: every key it names must be in the output with the same
 * value (objects match by subset, arrays element by element and in full
 * length). NAME.error holds instead the one line expected on stderr for a
 * file the CLI must refuse with exit status 2; ending in "…" it gives the
 * start of the line only.
 *
 * Files too large or nested too deep to keep in the source tree are
 * written to a temporary directory by the /scenarios/limits tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>
#include <sys/wait.h>

static const char *cli_path;

static gboolean match (JsonNode *want, JsonNode *got, GString *path, GString *why);

static gboolean
match_object (JsonObject *want,
              JsonObject *got,
              GString    *path,
              GString    *why)
{
  g_autoptr(GList) members = json_object_get_members (want);

  for (GList *l = members; l; l = l->next)
    {
      const char *key = l->data;
      gsize len = path->len;

      g_string_append_printf (path, ".%s", key);
      if (!json_object_has_member (got, key))
        {
          g_string_append_printf (why, "%s: missing", path->str);
          return FALSE;
        }
      if (!match (json_object_get_member (want, key), json_object_get_member (got, key), path, why))
        return FALSE;
      g_string_truncate (path, len);
    }
  return TRUE;
}

static gboolean
match (JsonNode *want,
       JsonNode *got,
       GString  *path,
       GString  *why)
{
  if (JSON_NODE_TYPE (want) != JSON_NODE_TYPE (got))
    {
      g_string_append_printf (why, "%s: different kinds of value", path->str);
      return FALSE;
    }

  switch (JSON_NODE_TYPE (want))
    {
    case JSON_NODE_OBJECT:
      return match_object (json_node_get_object (want), json_node_get_object (got), path, why);

    case JSON_NODE_ARRAY:
      {
        JsonArray *w = json_node_get_array (want);
        JsonArray *g = json_node_get_array (got);

        if (json_array_get_length (w) != json_array_get_length (g))
          {
            g_autofree char *text = json_to_string (got, FALSE);

            g_string_append_printf (why, "%s: expected %u elements, got %u: %s", path->str,
                                    json_array_get_length (w), json_array_get_length (g), text);
            return FALSE;
          }
        for (guint i = 0; i < json_array_get_length (w); i++)
          {
            gsize len = path->len;

            g_string_append_printf (path, "[%u]", i);
            if (!match (json_array_get_element (w, i), json_array_get_element (g, i), path, why))
              return FALSE;
            g_string_truncate (path, len);
          }
        return TRUE;
      }

    case JSON_NODE_VALUE:
      {
        GType wt = json_node_get_value_type (want);
        GType gt = json_node_get_value_type (got);
        gboolean same;

        if ((wt == G_TYPE_INT64 || wt == G_TYPE_DOUBLE) && (gt == G_TYPE_INT64 || gt == G_TYPE_DOUBLE))
          same = fabs (json_node_get_double (want) - json_node_get_double (got)) < 1e-9 &&
                 (wt == G_TYPE_DOUBLE) == (gt == G_TYPE_DOUBLE);
        else if (wt == G_TYPE_STRING && gt == G_TYPE_STRING)
          same = g_str_equal (json_node_get_string (want), json_node_get_string (got));
        else if (wt == G_TYPE_BOOLEAN && gt == G_TYPE_BOOLEAN)
          same = json_node_get_boolean (want) == json_node_get_boolean (got);
        else
          same = FALSE;
        if (!same)
          {
            g_autofree char *w = json_to_string (want, FALSE);
            g_autofree char *g = json_to_string (got, FALSE);

            g_string_append_printf (why, "%s: expected %s, got %s", path->str, w, g);
          }
        return same;
      }

    case JSON_NODE_NULL:
    default:
      return TRUE;
    }
}

static void
run_cli (const char  *file,
         char       **out,
         char       **err,
         gint        *status)
{
  const char *argv[] = { cli_path, "replay", file, NULL };
  g_autoptr(GError) error = NULL;
  gint wait_status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  *status = WEXITSTATUS (wait_status);
}

static void
test_scenario (gconstpointer data)
{
  const char *file = data;
  g_autofree char *base = g_strndup (file, strlen (file) - strlen (".json"));
  g_autofree char *expect_file = g_strconcat (base, ".expect.json", NULL);
  g_autofree char *error_file = g_strconcat (base, ".error", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  gint status;

  run_cli (file, &out, &err, &status);

  if (g_file_test (error_file, G_FILE_TEST_EXISTS))
    {
      g_autofree char *want = NULL;
      g_autofree char *line = NULL;

      g_assert_true (g_file_get_contents (error_file, &want, NULL, NULL));
      g_strstrip (want);
      line = g_strdup_printf ("%s: %s", file, want);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_strstrip (err);
      /* "…" at the end: the rest of the line is another library's wording */
      if (g_str_has_suffix (line, "…"))
        {
          line[strlen (line) - strlen ("…")] = '\0';
          g_assert_true (g_str_has_prefix (err, line));
          g_assert_null (strchr (err, '\n'));
        }
      else
        g_assert_cmpstr (err, ==, line);
      return;
    }

  {
    g_autoptr(JsonParser) got = json_parser_new ();
    g_autoptr(JsonParser) want = json_parser_new ();
    g_autoptr(GError) error = NULL;
    g_autoptr(GString) path = g_string_new ("$");
    g_autoptr(GString) why = g_string_new (NULL);

    if (status != 0)
      g_error ("%s: exit %d: %s", file, status, err);
    g_assert_cmpstr (err, ==, "");
    json_parser_load_from_data (got, out, -1, &error);
    g_assert_no_error (error);
    json_parser_load_from_file (want, expect_file, &error);
    g_assert_no_error (error);
    if (!match (json_parser_get_root (want), json_parser_get_root (got), path, why))
      g_error ("%s: %s", file, why->str);
  }
}

/* The same file gives the same bytes, run after run. */
static void
test_scenario_deterministic (gconstpointer data)
{
  const char *file = data;
  g_autofree char *out1 = NULL, *out2 = NULL, *err1 = NULL, *err2 = NULL;
  gint s1, s2;

  run_cli (file, &out1, &err1, &s1);
  run_cli (file, &out2, &err2, &s2);
  g_assert_cmpint (s1, ==, s2);
  g_assert_cmpstr (out1, ==, out2);
  g_assert_cmpstr (err1, ==, err2);
}

/* Writes @contents to NAME in a new temporary directory and replays it;
 * the directory goes again before returning. */
static void
replay_generated (const char  *name,
                  const char  *contents,
                  gsize        length,
                  char       **out,
                  char       **err,
                  gint        *status,
                  char       **path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("spider-lair-limits-XXXXXX", &error);

  g_assert_no_error (error);
  *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (*path, contents, (gssize) length, &error));
  g_assert_no_error (error);
  run_cli (*path, out, err, status);
  g_assert_cmpint (g_remove (*path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The CLI refuses @contents with exit status 2, nothing on stdout and
 * the one line "FILE: MESSAGE" on stderr. */
static void
assert_refused (const char *name,
                const char *contents,
                gsize       length,
                const char *message)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *path = NULL;
  g_autofree char *line = NULL;
  gint status;

  replay_generated (name, contents, length, &out, &err, &status, &path);
  line = g_strdup_printf ("%s: %s\n", path, message);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, ==, line);
}

static char *
nested (char   open,
        char   close,
        gsize  depth)
{
  char *text = g_malloc (2 * depth + 1);

  memset (text, open, depth);
  memset (text + depth, close, depth);
  text[2 * depth] = '\0';
  return text;
}

#define TOO_DEEP "$: nested too deeply at byte 64: at most 64 arrays and objects inside each other allowed"

/* json-glib parses nesting by recursion: 200,000 levels ran the stack
 * out and crashed the CLI. */
static void
test_limits_deep (void)
{
  g_autofree char *text = nested ('[', ']', 200000);

  assert_refused ("deep.json", text, strlen (text), TOO_DEEP);
}

/* 64 levels are allowed and reach the parser, which refuses the
 * outermost array for not being an object; 65 are not. */
static void
test_limits_depth_at_limit (void)
{
  g_autofree char *at_limit = nested ('[', ']', 64);
  g_autofree char *over = nested ('[', ']', 65);
  g_autoptr(GString) objects = g_string_new (NULL);

  assert_refused ("depth-64.json", at_limit, strlen (at_limit), "$: expected an object");
  assert_refused ("depth-65.json", over, strlen (over), TOO_DEEP);

  /* braces count as brackets do */
  for (guint i = 0; i < 65; i++)
    g_string_append (objects, "{\"a\": ");
  g_string_append (objects, "1");
  for (guint i = 0; i < 65; i++)
    g_string_append_c (objects, '}');
  assert_refused ("objects-65.json", objects->str, objects->len,
                  "$: nested too deeply at byte 384: at most 64 arrays and objects inside each other allowed");
}

/* Brackets inside strings are text, also after an escaped quote; an
 * escaped backslash does not escape the quote after it. */
static void
test_limits_strings (void)
{
  g_autoptr(GString) text = g_string_new ("{\"players\": 2, \"seed\": \"\\\\\", \"name\": \"");

  for (guint i = 0; i < 100; i++)
    g_string_append (text, "[{");
  g_string_append (text, "\\\"");
  for (guint i = 0; i < 100; i++)
    g_string_append (text, "[{");
  g_string_append (text, "\"}");
  assert_refused ("strings.json", text->str, text->len, "$.name: unknown key");

  /* and once the string has ended, brackets count again */
  g_string_truncate (text, text->len - 1);
  g_string_append (text, ", \"x\": ");
  for (guint i = 0; i < 64; i++)
    g_string_append_c (text, '[');
  assert_refused ("after-strings.json", text->str, text->len,
                  "$: nested too deeply at byte 511: at most 64 arrays and objects inside each other allowed");
}

/* A file of exactly 4 MiB replays; one byte more is refused. */
static void
test_limits_size (void)
{
  static const char scenario[] =
    "{\"players\": 2, \"seed\": 3, \"dungeons\": "
    "[{\"rooms\": [\"gems:5\", \"warning:1\"], \"moves\": [[\"leave\", \"leave\"]]}]}";
  const gsize limit = 4 * 1024 * 1024;
  g_autofree char *text = g_malloc (limit + 2);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *path = NULL;
  gint status;

  memset (text, ' ', limit + 1);
  memcpy (text, scenario, strlen (scenario));
  text[limit + 1] = '\0';

  replay_generated ("at-limit.json", text, limit, &out, &err, &status, &path);
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "{"));

  assert_refused ("too-large.json", text, limit + 1, "$: too large: 4194305 bytes, at most 4194304 allowed");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *srcdir = g_getenv ("G_TEST_SRCDIR");
  g_autofree char *scenarios = NULL;
  const char *name;

  g_test_init (&argc, &argv, NULL);
  cli_path = g_getenv ("SPIDER_LAIR_CLI");
  g_assert_nonnull (cli_path);
  g_assert_nonnull (srcdir);

  scenarios = g_build_filename (srcdir, "scenarios", NULL);
  dir = g_dir_open (scenarios, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") && !g_str_has_suffix (name, ".expect.json"))
      g_ptr_array_add (files, g_build_filename (scenarios, name, NULL));
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);
  g_assert_cmpuint (files->len, >, 0);

  for (guint i = 0; i < files->len; i++)
    {
      const char *file = g_ptr_array_index (files, i);
      g_autofree char *base = g_path_get_basename (file);
      g_autofree char *expect = g_strndup (file, strlen (file) - 5);
      g_autofree char *e1 = g_strconcat (expect, ".expect.json", NULL);
      g_autofree char *e2 = g_strconcat (expect, ".error", NULL);
      g_autofree char *path = g_strdup_printf ("/scenarios/%s", base);
      g_autofree char *dpath = g_strdup_printf ("/scenarios/deterministic/%s", base);

      /* a scenario without expectations would pass whatever it printed */
      if (!g_file_test (e1, G_FILE_TEST_EXISTS) && !g_file_test (e2, G_FILE_TEST_EXISTS))
        g_error ("%s has neither .expect.json nor .error", file);

      g_test_add_data_func (path, file, test_scenario);
      g_test_add_data_func (dpath, file, test_scenario_deterministic);
    }

  g_test_add_func ("/scenarios/limits/deep", test_limits_deep);
  g_test_add_func ("/scenarios/limits/depth-at-limit", test_limits_depth_at_limit);
  g_test_add_func ("/scenarios/limits/strings", test_limits_strings);
  g_test_add_func ("/scenarios/limits/size", test_limits_size);

  return g_test_run ();
}
