//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The sources of the tool's examples: four styles in JSON Lines, two ads
/// in a JSON array.
struct ExampleSources {
  let fixture: Fixture
  let styles: String
  let ads: String

  init() throws {
    fixture = try Fixture()
    styles = try fixture.file(
      "styles.jsonl",
      "{\"name\": \"linen\"}\n{\"name\": \"denim\"}\n\n{\"name\": \"tweed\"}\n{\"name\": \"silk\"}\n"
    )
    ads = try fixture.file("ads.json", "[\n  {\"ad\": \"coffee\"},\n  {\"ad\": \"shoes\"}\n]\n")
  }

  /// `--pattern style,style,ad --repeat style` over the sources.
  var arguments: [String] {
    [
      "--pattern", "style,style,ad", "--repeat", "style", "--source", "style=\(styles)", "--source",
      "ad=\(ads)",
    ]
  }

  static let output = """
    {"index":0,"kind":"style","offset":0,"item":{"name": "linen"}}
    {"index":1,"kind":"style","offset":1,"item":{"name": "denim"}}
    {"index":2,"kind":"ad","offset":0,"item":{"ad":"coffee"}}
    {"index":3,"kind":"style","offset":2,"item":{"name": "tweed"}}
    {"index":4,"kind":"style","offset":3,"item":{"name": "silk"}}
    {"index":5,"kind":"ad","offset":1,"item":{"ad":"shoes"}}

    """
}
